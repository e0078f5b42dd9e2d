import { FieldError, Input, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/** The column every form field uses: label, control, description, error. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  &[data-full-width] {
    inline-size: 100%;
  }
`;

export const StyledLabel = styled(Label)`
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;

  & [data-part='required'] {
    margin-inline-start: ${vars.space['0.5']};
    color: ${vars.status.danger.fg};
  }
`;

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

/** The bordered box of a text-like control; state comes from the field's or group's RAC data attributes. */
export const controlBox = css`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  min-block-size: ${vars.control.height.medium};
  border: 1px solid ${vars.border.strong};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  transition: border-color ${vars.duration.fast} ${vars.easing.standard};

  &[data-hovered] {
    border-color: ${vars.fg.muted};
  }

  &[data-focus-within],
  &[data-focused] {
    border-color: ${vars.accent.emphasis};
    box-shadow: 0 0 0 1px ${vars.accent.emphasis};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-invalid] {
    border-color: ${vars.status.danger.emphasis};
  }

  &[data-invalid][data-focus-within],
  &[data-invalid][data-focused] {
    box-shadow: 0 0 0 1px ${vars.status.danger.emphasis};
  }

  &[data-disabled] {
    border-color: ${vars.border.default};
    background-color: ${vars.bg.disabled};
    color: ${vars.fg.disabled};
  }

  ${forcedColors} {
    border-color: FieldText;

    &[data-focus-within],
    &[data-focused] {
      outline: 2px solid Highlight;
    }
  }
`;

export const StyledInput = styled(Input)`
  flex: 1;
  min-inline-size: 0;
  box-sizing: border-box;
  margin: 0;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.md};
  outline: none;

  &::placeholder {
    color: ${vars.fg.muted};
    opacity: 1;
  }

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
