import { TextField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldColumn } from '../Field/Field.styles';

export const StyledTextField = styled(TextField)`
  ${fieldColumn}
`;
