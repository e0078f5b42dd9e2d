import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledOrderTotals = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[4]};

  & > dt {
    color: ${vars.fg.muted};
  }

  & > dd {
    margin: 0;
    text-align: end;
  }

  &[data-total] {
    margin-block-start: ${vars.space[1]};
    padding-block-start: ${vars.space[3]};
    border-block-start: 1px dashed ${vars.border.default};
    font-size: ${vars.font.size.md};
  }

  &[data-total] > dt {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const Dash = styled.span`
  color: ${vars.fg.muted};
`;
