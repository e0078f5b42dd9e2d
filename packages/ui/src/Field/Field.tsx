import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { StyledDescription, StyledFieldError, StyledLabel } from './Field.styles';

/** The slots every Abossey form field takes on top of its react-aria-components props. */
export interface FieldSlotProps {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control (linked with `aria-describedby`). */
  description?: ReactNode;
  /**
   * Error text, shown while the field is invalid (`isInvalid`, or RAC/native validation). With react-hook-form pass
   * `isInvalid={!!fieldState.error}` and `errorMessage={fieldState.error?.message}` (the §5 messages, translated).
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** Label with a decorative "*" when required (the control itself carries `aria-required`). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <StyledLabel data-part="label">
      {children}
      {isRequired ? (
        <span data-part="required" aria-hidden="true">
          *
        </span>
      ) : null}
    </StyledLabel>
  );
}

/** Description and error slots, in that order. Render inside a RAC field so they are wired up automatically. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldSlotProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <StyledDescription slot="description" data-part="description">
          {description}
        </StyledDescription>
      ) : null}
      <StyledFieldError data-part="error">{errorMessage}</StyledFieldError>
    </>
  );
}
