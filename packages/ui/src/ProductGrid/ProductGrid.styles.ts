import { Link } from 'react-aria-components';
import { styled } from '../internal/styled';
import { mq } from '../theme/media';
import { vars } from '../theme/vars';

/** A 360 px phone fits two cards of ~160 px (ProductCard turns compact at that width). */
const twoUp = '@media (min-width: 360px)';

/**
 * 1 column below 360 px, 2 from 360 (phones: issue 25, a deviation from §2's "1 on extra-small"), 3 from 900, 5 from
 * 1200 (§2, §9); or auto-fill with a 280 px minimum.
 */
export const GridList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    container: product-card / inline-size;
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }

  &[data-layout='columns'] {
    ${twoUp} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${vars.space[3]};
    }
    ${mq.sm} {
      gap: ${vars.space[4]};
    }
    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
  }

  &[data-layout='auto-fill'] {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  }
`;

export const GridStatus = styled.div`
  display: contents;
`;

/** "Clear search" and "Clear filters" under an empty result, side by side, wrapping on a phone. */
export const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
`;

/** "Including results for “toyota”": above the results of a search with corrected words. */
export const CorrectionNote = styled.p`
  margin-block: 0 ${vars.space[3]};
  color: ${vars.fg.muted};
`;

/** A link in an empty result: to the last page when the page asked for lies past it, or "Did you mean …?". */
export const GridLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.accent.fg};
  font-weight: ${vars.font.weight.medium};
  text-decoration: none;
  outline: none;

  &[data-hovered] {
    text-decoration: underline;
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
`;
