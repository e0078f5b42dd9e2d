import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

/**
 * Two columns (lines and history; the side facts) once the page's own width allows, whatever the viewport: the
 * console's side menu takes 280 px that the storefront does not have.
 */
export const StyledOrderDetailLayout = styled.div`
  container: order-detail / inline-size;
  & > [data-part='columns'] {
    display: grid;
    gap: ${vars.space[4]};
    align-items: start;
  }
  @container order-detail (min-width: 720px) {
    & > [data-part='columns'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }
  & > [data-part='columns'] > div {
    display: grid;
    gap: ${vars.space[4]};
    min-inline-size: 0;
  }
`;

export const StyledOrderSection = styled.section`
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background: ${vars.bg.surface};
  color: ${vars.fg.default};
  padding: ${vars.space[4]};
  min-inline-size: 0;
  & > :is(h2, h3):first-child {
    font-size: ${vars.font.size.lg};
    margin-block: 0 ${vars.space[3]};
  }
  address {
    font-style: normal;
  }
`;

/** Its own component, not a `dl` rule on the section: such a rule also laid out OrderTotals' list as two columns. */
export const StyledFactList = styled.dl`
  display: grid;
  /* A long label (a shop's name) wraps at half the width rather than squeezing its value to a letter a line. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  & > dt {
    color: ${vars.fg.muted};
  }
  & > dd {
    margin: 0;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledShopItems = styled.section`
  & + & {
    margin-block-start: ${vars.space[4]};
  }
  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    margin-block-end: ${vars.space[2]};
  }
  & > header > h3 {
    font-size: ${vars.font.size.md};
    margin: 0;
  }
  & > [data-part='tracking'] {
    margin: 0 0 ${vars.space[2]};
    color: ${vars.fg.muted};
  }
  & > ul {
    list-style: none;
    margin: ${vars.space[3]} 0 0;
    padding: 0;
    display: grid;
    gap: ${vars.space[3]};
  }
  & > ul > li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    gap: ${vars.space[3]};
    align-items: center;
  }
  img,
  [data-part='no-image'] {
    inline-size: 56px;
    block-size: 56px;
    object-fit: cover;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.subtle};
  }
  [data-part='name'] {
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  [data-part='unit'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
  /* Narrow: the line total goes under the name, which keeps the width (after the 56 px rule, which it overrides:
     placed before it, the thumbnail stayed 64 px in a 48 px column and covered the "1 ×"). */
  @media (max-width: 479.98px) {
    & > ul > li {
      grid-template-columns: 48px minmax(0, 1fr);
    }
    & > ul > li > :last-child {
      grid-column: 2;
    }
    img,
    [data-part='no-image'] {
      inline-size: 48px;
      block-size: 48px;
    }
  }
`;

export const TotalsUnderLines = styled.div`
  margin-block-start: ${vars.space[3]};
`;
