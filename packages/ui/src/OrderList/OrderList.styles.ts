import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

/** The search form, the date range and the list's own actions, wrapping onto as many rows as the width needs. */
export const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${vars.space[3]};
  margin-block: ${vars.space[3]};
  & > search {
    flex: 1 1 280px;
    min-inline-size: 0;
  }
  & > search > form {
    display: flex;
    align-items: end;
    gap: ${vars.space[2]};
  }
  & > search > form > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
  & > [data-part='range'] {
    flex: 2 1 280px;
    min-inline-size: 0;
  }
  & > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    align-self: end;
  }
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;
