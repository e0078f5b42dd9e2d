import { Group, Meter, TextField } from 'react-aria-components';
import { controlBox, fieldColumn, inlineButton } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledPasswordField = styled(TextField)`
  ${fieldColumn}
`;

export const PasswordGroup = styled(Group)`
  ${controlBox}

  & [data-part='toggle'] {
    ${inlineButton}
  }
`;

export const StrengthMeter = styled(Meter)`
  --_tone: ${vars.status.danger.emphasis};

  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.font.size.xs};

  &[data-level='medium'] {
    --_tone: ${vars.status.warning.emphasis};
  }

  &[data-level='strong'] {
    --_tone: ${vars.status.success.emphasis};
  }

  & [data-part='meter-label'] {
    color: ${vars.fg.muted};
  }

  & [data-part='meter-value'] {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='track'] {
    grid-column: 1 / -1;
    block-size: 0.375rem;
    overflow: hidden;
    border-radius: ${vars.radius.full};
    background-color: ${vars.border.default};
  }

  & [data-part='fill'] {
    block-size: 100%;
    inline-size: var(--_fill);
    border-radius: inherit;
    background-color: var(--_tone);
    transition: inline-size ${vars.duration.normal} ${vars.easing.standard};
  }

  ${reducedMotion} {
    & [data-part='fill'] {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='track'] {
      border: 1px solid CanvasText;
    }

    & [data-part='fill'] {
      background-color: Highlight;
    }
  }
`;
