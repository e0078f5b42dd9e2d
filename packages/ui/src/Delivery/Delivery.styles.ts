import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledDeliveryEstimate = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;

  & [data-part='method'] {
    font-weight: ${vars.font.weight.bold};
  }

  & [data-part='dates'] {
    color: ${vars.fg.muted};
  }
`;
