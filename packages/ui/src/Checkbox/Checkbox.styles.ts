import { Checkbox } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledCheckbox = styled(Checkbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  cursor: pointer;
  overflow-wrap: anywhere;

  & [data-part='box'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    box-sizing: border-box;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin-block-start: 0.0625rem;
    border: 2px solid ${vars.border.strong};
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bg.surface};
    color: ${vars.accent.onEmphasis};
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};
  }

  & [data-part='box'] svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
  }

  &[data-hovered] [data-part='box'] {
    border-color: ${vars.fg.muted};
  }

  &[data-selected] [data-part='box'],
  &[data-indeterminate] [data-part='box'] {
    border-color: ${vars.accent.emphasis};
    background-color: ${vars.accent.emphasis};
  }

  &[data-pressed] [data-part='box'] {
    transform: scale(0.94);
  }

  &[data-focus-visible] [data-part='box'] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-invalid] [data-part='box'] {
    border-color: ${vars.status.danger.emphasis};
  }

  &[data-invalid][data-selected] [data-part='box'] {
    background-color: ${vars.status.danger.emphasis};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  &[data-disabled] [data-part='box'] {
    border-color: ${vars.fg.disabled};
    background-color: ${vars.bg.disabled};
    color: ${vars.fg.disabled};
  }

  ${forcedColors} {
    & [data-part='box'] {
      border-color: ButtonText;
    }

    &[data-selected] [data-part='box'],
    &[data-indeterminate] [data-part='box'] {
      background-color: Highlight;
      color: HighlightText;
    }
  }
`;
