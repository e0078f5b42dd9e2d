import { Group, NumberField } from 'react-aria-components';
import { controlBox, fieldColumn, inlineButton } from '../Field/Field.styles';
import { styled } from '../internal/styled';

export const StyledNumberField = styled(NumberField)`
  ${fieldColumn}
`;

export const NumberFieldGroup = styled(Group)`
  ${controlBox}
  overflow: hidden;

  & input {
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  & [data-part='decrement'],
  & [data-part='increment'] {
    ${inlineButton}
    border-radius: 0;
  }
`;
