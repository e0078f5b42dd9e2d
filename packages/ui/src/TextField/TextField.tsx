import type { Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { StyledBoxedInput } from '../Field/Field.styles';
import { StyledTextField } from './TextField.styles';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldSlotProps {
  placeholder?: string;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /**
   * The typed text's direction when it differs from the page's: `ltr` for codes, part numbers and phone numbers,
   * which read left to right in Arabic too (otherwise `04465-02220, 45022` shows in right-to-left order).
   */
  inputDir?: 'ltr' | 'rtl' | 'auto';
  /** Ref to the `<input>` (react-hook-form's `field.ref`, to focus the first invalid field). */
  inputRef?: Ref<HTMLInputElement>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * react-aria-components `TextField` with label, description and error slots. Keeps every RAC prop (`value`,
 * `onChange`, `onBlur`, `name`, `type`, `isRequired`, `isInvalid`, `validate`, `autoComplete`...). States:
 * `data-invalid`, `data-disabled`, `data-readonly`, `data-required`; the input adds `data-focused`, `data-hovered`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  fullWidth,
  inputRef,
  inputDir,
  ...props
}: TextFieldProps) {
  return (
    <StyledTextField {...props} data-full-width={fullWidth || undefined}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <StyledBoxedInput ref={inputRef} placeholder={placeholder} dir={inputDir} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextField>
  );
}
