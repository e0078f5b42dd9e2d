import { FieldError, Input, Label, Text } from 'react-aria-components';
import { css, styled } from '../internal/styled';
import { vars } from '../theme/vars';
import { controlBox, fieldColumn, inputText, labelText } from './field.css';

export { controlBox, fieldColumn };

export const StyledLabel = styled(Label)`${labelText}`;

export const StyledDescription = styled(Text)`
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
`;

export const StyledFieldError = styled(FieldError)`
  color: ${vars.status.danger.fg};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
`;

export const StyledInput = styled(Input)`
  ${inputText}

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

/** A standalone input (TextField): the box is the input itself. */
export const StyledBoxedInput = styled(StyledInput)`
  ${controlBox}
  inline-size: 100%;

  &[data-focused] {
    outline: none;
  }
`;

/** Small icon buttons inside a control (password toggle, steppers). */
export const inlineButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  box-sizing: border-box;
  min-inline-size: 2.25rem;
  block-size: 100%;
  min-block-size: calc(${vars.control.height.medium} - 2px);
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.DEFAULT};
  background: transparent;
  color: ${vars.fg.muted};
  font-size: 1.25rem;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${vars.fg.default};
    background-color: ${vars.bg.subtle};
  }

  &[data-pressed] {
    background-color: ${vars.border.muted};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }
`;
