import { Switch } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};
  cursor: pointer;

  & [data-part='track'] {
    position: relative;
    flex-shrink: 0;
    box-sizing: border-box;
    inline-size: 2.25rem;
    block-size: 1.25rem;
    border: 2px solid ${vars.border.strong};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bg.surface};
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};
  }

  & [data-part='thumb'] {
    position: absolute;
    inset-block-start: 2px;
    inset-inline-start: 2px;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: ${vars.radius.full};
    background-color: ${vars.fg.muted};
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }

  &[data-selected] [data-part='track'] {
    border-color: ${vars.accent.emphasis};
    background-color: ${vars.accent.emphasis};
  }

  &[data-selected] [data-part='thumb'] {
    background-color: ${vars.accent.onEmphasis};
    transform: translateX(1rem);
  }

  &[data-selected]:dir(rtl) [data-part='thumb'] {
    transform: translateX(-1rem);
  }

  &[data-hovered] [data-part='track'] {
    border-color: ${vars.fg.muted};
  }

  &[data-selected][data-hovered] [data-part='track'] {
    border-color: ${vars.accent.emphasisHover};
    background-color: ${vars.accent.emphasisHover};
  }

  &[data-focus-visible] [data-part='track'] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  &[data-disabled] [data-part='track'] {
    border-color: ${vars.fg.disabled};
    background-color: ${vars.bg.disabled};
  }

  &[data-disabled] [data-part='thumb'] {
    background-color: ${vars.fg.disabled};
  }

  ${reducedMotion} {
    & [data-part='thumb'] {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='track'] {
      border-color: ButtonText;
    }

    & [data-part='thumb'] {
      background-color: ButtonText;
    }

    &[data-selected] [data-part='track'] {
      background-color: Highlight;
    }

    &[data-selected] [data-part='thumb'] {
      background-color: HighlightText;
    }
  }
`;
