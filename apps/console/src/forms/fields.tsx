import { vars } from '@abossey/ui';
import styled from 'styled-components';

/** The react-hook-form bindings are the design system's (`@abossey/ui/forms`), shared with the storefront. */
export { applyServerError, FormTextField } from '@abossey/ui/forms';

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
