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
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
  useController,
} from 'react-hook-form';

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };
type Managed = 'name' | 'value' | 'onChange' | 'onBlur';

/**
 * The props react-hook-form's Controller gives every ui field: value, handlers, ref, and the §5 message in the
 * chosen language.
 */
function useBoundField<T extends FieldValues>({ control, name }: Bound<T>) {
  const { tm } = useMessageTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message ? tm(fieldState.error.message) : undefined,
    fullWidth: true,
  };
}

/** A ui TextField bound to react-hook-form. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, Managed>) {
  return <TextField {...props} {...useBoundField({ control, name })} />;
}

/** A ui PasswordField (with the §5 strength meter when asked) bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordFieldProps, Managed>) {
  return <PasswordField {...props} {...useBoundField({ control, name })} />;
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
