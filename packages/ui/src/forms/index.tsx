/**
 * react-hook-form bindings of the ui fields (`@abossey/ui/forms`, its own entry so apps without forms do not load
 * react-hook-form): each field gets its value, handlers and ref from the form and shows its §5 message in the chosen
 * language; `applyServerError` puts a refused request's field details back on the fields, keeping what was typed.
 */
import { ApiError } from '@abossey/sdk';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
  useController,
} from 'react-hook-form';
import { useMessageTranslation } from '../i18n';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField';
import { Select, type SelectProps } from '../Select/Select';
import { SelectItem } from '../Select/SelectItem';
import { TextField, type TextFieldProps } from '../TextField/TextField';

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };
type Managed = 'name' | 'value' | 'onChange' | 'onBlur';

/** The props react-hook-form's controller gives every ui field, with the §5 message in the chosen language. */
export function useBoundField<T extends FieldValues>({ control, name }: Bound<T>) {
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

/** A TextField bound to react-hook-form. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, Managed>) {
  return <TextField {...props} {...useBoundField({ control, name })} />;
}

/** A PasswordField (with the §5 strength meter when asked) bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordFieldProps, Managed>) {
  return <PasswordField {...props} {...useBoundField({ control, name })} />;
}

export interface FormSelectOption {
  /** The value the form holds. */
  id: string;
  /** What the option shows (already translated). */
  label: string;
}

/**
 * A single-choice Select bound to react-hook-form: the form holds the chosen option's `id` (a string, `''` for none),
 * so a fixed list such as Ghana's regions is chosen rather than typed.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  ...props
}: Bound<T> &
  Omit<
    SelectProps<FormSelectOption>,
    Managed | 'children' | 'items' | 'selectedKey' | 'onSelectionChange'
  > & {
    options: readonly FormSelectOption[];
  }) {
  const { value, onChange, inputRef: _ref, ...bound } = useBoundField({ control, name });
  return (
    <Select<FormSelectOption>
      {...props}
      {...bound}
      value={value === '' ? null : String(value)}
      onChange={(key) => onChange(key === null ? '' : String(key))}
    >
      {options.map((option) => (
        <SelectItem key={option.id} id={option.id} textValue={option.label}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/**
 * Puts a refused request's field details (400 `details: [{path, message}]`) on the form's fields and answers the
 * message for the form-level alert ('Something went wrong!' when it is not an API refusal). What the user typed stays.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  /** The form's field names that the server's detail paths may name (`data.` aside). */
  fields: readonly string[],
): string {
  if (!(error instanceof ApiError)) return 'Something went wrong!';
  for (const detail of error.details) {
    const path = detail.path.replace(/^data\./, '');
    // A list typed in one field (`partNumbers.2`) shows its problem on that field.
    const field = fields.includes(path) ? path : fields.find((name) => path.startsWith(`${name}.`));
    if (field) setError(field as FieldPath<T>, { type: 'server', message: detail.message });
  }
  return error.message;
}
