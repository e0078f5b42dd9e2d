import { Radio, RadioGroup } from 'react-aria-components';
import { fieldColumn } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledRadioGroup = styled(RadioGroup)`
  ${fieldColumn}

  & [data-part='options'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }

  &[data-orientation='horizontal'] [data-part='options'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]} ${vars.space[4]};
  }
`;

export const StyledRadio = styled(Radio)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  cursor: pointer;
  overflow-wrap: anywhere;

  &::before {
    content: '';
    flex-shrink: 0;
    box-sizing: border-box;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin-block-start: 0.0625rem;
    border: 2px solid ${vars.border.strong};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bg.surface};
    transition: border-width ${vars.duration.fast} ${vars.easing.standard};
  }

  &[data-hovered]::before {
    border-color: ${vars.fg.muted};
  }

  &[data-selected]::before {
    border-width: 0.3125rem;
    border-color: ${vars.accent.emphasis};
  }

  &[data-focus-visible]::before {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-invalid]::before {
    border-color: ${vars.status.danger.emphasis};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  &[data-disabled]::before {
    border-color: ${vars.fg.disabled};
    background-color: ${vars.bg.disabled};
  }

  ${forcedColors} {
    &::before {
      border-color: ButtonText;
    }

    &[data-selected]::before {
      border-color: Highlight;
    }
  }
`;
