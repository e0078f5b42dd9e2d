import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};

  & [data-part='summary'] {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }

  & [data-part='controls'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-part='page-status'] {
    min-inline-size: 7rem;
    padding-inline: ${vars.space[2]};
    color: ${vars.fg.default};
    text-align: center;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /* Arrows point along the reading direction. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;
