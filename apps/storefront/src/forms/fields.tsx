import { ApiError } from '@abossey/sdk';
import {
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
  useMessageTranslation,
} from '@abossey/ui';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

/** A ui TextField bound to react-hook-form; the §5 message shows in the chosen language. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { tm } = useMessageTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={field.disabled}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
          fullWidth
        />
      )}
    />
  );
}

/** A ui PasswordField (with the §5 strength meter when asked) bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { tm } = useMessageTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
          fullWidth
        />
      )}
    />
  );
}

/**
 * Puts a refused request's field details (400 `details: [{path, message}]`) on the form's fields and answers the
 * message for the form-level alert. What the user typed stays.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string {
  if (!(error instanceof ApiError)) return 'Something went wrong!';
  for (const detail of error.details) {
    const path = detail.path.replace(/^data\./, '') as FieldPath<T>;
    if (fields.includes(path)) setError(path, { type: 'server', message: detail.message });
  }
  return error.message;
}
