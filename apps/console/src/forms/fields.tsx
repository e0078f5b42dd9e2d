import { ApiError } from '@abossey/sdk';
import { TextField, type TextFieldProps, useMessageTranslation, vars } from '@abossey/ui';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
  useController,
} from 'react-hook-form';
import styled from 'styled-components';

/** A ui TextField bound to react-hook-form, its §5 message in the chosen language (console version of the storefront's). */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur'
>) {
  const { tm } = useMessageTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
    />
  );
}

/** Puts a refused request's field details on the form's fields; what the user typed stays. */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details) {
    const path = detail.path.replace(/^data\./, '');
    if (fields.includes(path)) setError(path as FieldPath<T>, { type: 'server', message: detail.message });
  }
}

/** A form-level message (refusal or failure), announced by its role. */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border: 1px solid currentColor;
  color: ${vars.status.danger.fg};
  background: ${vars.status.danger.muted};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  justify-content: flex-end;
`;

export const FieldRow = styled.div`
  display: grid;
  align-items: start;
  gap: ${vars.space[4]};
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A bordered card holding a form. */
export const FormCard = styled.form`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  @media (min-width: 600px) {
    padding: ${vars.space[6]};
  }
`;
