import { ComboBox, Group } from 'react-aria-components';
import { controlBox, fieldColumn, inlineButton } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

/* styled() drops RAC's item generic; the cast gives it back (no props are added). */
export const StyledComboBox = styled(ComboBox)`
  ${fieldColumn}
` as unknown as typeof ComboBox;

export const ComboBoxGroup = styled(Group)`
  ${controlBox}

  [data-invalid] > & {
    border-color: ${vars.status.danger.emphasis};
  }

  & [data-part='trigger'] {
    ${inlineButton}
  }
`;
