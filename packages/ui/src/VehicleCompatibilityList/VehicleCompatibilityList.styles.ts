import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MakeItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  & > ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    margin: 0;
    padding-inline-start: ${vars.space[4]};
    border-inline-start: 2px solid ${vars.border.muted};
    list-style: none;
  }
`;

export const MakeName = styled.span`
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const ModelItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[2]};
  overflow-wrap: anywhere;

  & [data-part='model-name'] {
    font-weight: ${vars.font.weight.medium};
  }
`;

export const Years = styled.span`
  color: ${vars.fg.muted};
  font-variant-numeric: tabular-nums;
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.fg.muted};
`;
