import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledFilterDrawer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  min-inline-size: 0;
`;
