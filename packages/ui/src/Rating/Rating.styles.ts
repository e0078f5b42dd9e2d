import { Radio, RadioGroup } from 'react-aria-components';
import { fieldColumn } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledRating = styled(RadioGroup)`
  ${fieldColumn}
  align-items: flex-start;
  font-size: ${vars.font.size.sm};

  & > [data-part='stars'] {
    display: inline-flex;
    gap: ${vars.space['0.5']};
    font-size: ${vars.font.size['2xl']};
    line-height: 1;
  }

  &[data-size='small'] > [data-part='stars'] {
    font-size: ${vars.font.size.lg};
  }

  &[data-size='large'] > [data-part='stars'] {
    font-size: ${vars.font.size['3xl']};
  }

  & > [data-part='stars'] {
    border-radius: ${vars.radius.sm};
  }

  &[data-invalid] > [data-part='stars'] {
    box-shadow: 0 0 0 1px ${vars.status.danger.emphasis};
  }
`;

export const StyledStar = styled(Radio)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${vars.radius.sm};
  color: ${vars.rating.empty};
  cursor: pointer;
  transition: transform ${vars.duration.fast} ${vars.easing.standard};

  &[data-filled] {
    color: ${vars.rating.filled};
  }

  &[data-hovered] {
    transform: scale(1.15);
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 1px;
  }

  &[data-readonly] {
    cursor: default;
    transform: none;
  }

  &[data-disabled] {
    cursor: not-allowed;
    transform: none;
    color: ${vars.fg.disabled};
    opacity: 0.6;
  }

  &[data-disabled][data-filled] {
    color: ${vars.fg.subtle};
  }

  ${reducedMotion} {
    transition: none;

    &[data-hovered] {
      transform: none;
    }
  }

  ${forcedColors} {
    color: GrayText;

    &[data-filled] {
      color: Highlight;
    }

    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;
