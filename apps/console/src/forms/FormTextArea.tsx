import { FieldHelp, FieldLabel, useMessageTranslation, vars } from '@abossey/ui';
import type { ReactNode } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import styled from 'styled-components';

const Field = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  textarea {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 8rem;
    padding: ${vars.space[2]} ${vars.space[3]};
    border: 1px solid ${vars.border.strong};
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.surface};
    color: ${vars.fg.default};
    font: inherit;
    resize: vertical;
    &[data-focused] {
      outline: none;
      border-color: ${vars.accent.emphasis};
      box-shadow: 0 0 0 1px ${vars.accent.emphasis};
    }
  }
  &[data-invalid] textarea {
    border-color: ${vars.status.danger.emphasis};
  }
`;

/**
 * A multi-line text field (ui has no text area yet) bound to react-hook-form: RAC TextField + TextArea with the
 * ui's label and help slots, styled like the ui's boxed inputs.
 */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  description,
  isRequired,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
}) {
  const { tm } = useMessageTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <TextArea ref={field.ref} dir="auto" />
      <FieldHelp
        description={description}
        errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
      />
    </Field>
  );
}
