import { TextField } from 'react-aria-components';
import { fieldColumn } from '../Field/Field.styles';
import { styled } from '../internal/styled';

export const StyledTextField = styled(TextField)`
  ${fieldColumn}
`;
