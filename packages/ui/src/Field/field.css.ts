import { css } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

// The fields' shared CSS, apart from Field.styles: that module's styled(Label), styled(Input)… calls are not pure, so
// importing it keeps those react-aria components in a bundle. Placeholders (SelectPlaceholder) need only the CSS.

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

/** A field's label text (`StyledLabel`, and placeholders that look like a field). */
export const labelText = css`
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

/** The text inside a text-like control (RAC's `Input` in `StyledInput`, native inputs in `SearchBox`). */
export const inputText = css`
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
