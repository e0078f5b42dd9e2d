import { styled } from '../internal/styled';
import { truncateLine } from '../internal/truncate';
import { forcedColors, mq } from '../theme/media';
import { vars } from '../theme/vars';

/*
 * Default: thumbnail | name, shop, unit price, warning | quantity | line total | remove, wrapping to two rows on
 * narrow screens. Compact: thumbnail | info | remove, then quantity and total on a second row.
 */
export const Root = styled.div`
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr) auto;
  grid-template-areas:
    'thumb info remove'
    'thumb quantity total';
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding-block: ${vars.space[3]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  &[data-variant='default'] {
    ${mq.sm} {
      grid-template-columns: 36px minmax(0, 1fr) 9rem minmax(7rem, auto) auto;
      grid-template-areas: 'thumb info quantity total remove';
    }
  }

  &[data-variant='compact'] {
    gap: ${vars.space[1]} ${vars.space[2]};
    padding-block: ${vars.space[2]};
  }
`;

export const Thumb = styled.div`
  grid-area: thumb;
  align-self: start;
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: 36px;
  block-size: 36px;
  overflow: hidden;
  border: 1px solid ${vars.border.muted};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bg.subtle};
  color: ${vars.fg.subtle};
  font-size: 1.25rem;

  & > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-inline-size: 0;
`;

export const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.snug};

  & a {
    color: inherit;
    text-decoration: none;
    border-radius: ${vars.radius.sm};
    outline: none;
  }

  & a[data-hovered] {
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  & a[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
`;

export const Shop = styled.span`
  ${truncateLine}
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const UnitPrice = styled.span`
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const Warning = styled.span`
  color: ${vars.status.danger.fg};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};

  &[data-stock='exceeds'] {
    color: ${vars.status.warning.fg};
  }

  ${forcedColors} {
    color: CanvasText;
  }
`;

export const QuantitySlot = styled.div`
  grid-area: quantity;
  min-inline-size: 0;
  max-inline-size: 9rem;

  [data-variant='compact'] > & {
    max-inline-size: 4.5rem;
  }
`;

export const LineTotal = styled.div`
  grid-area: total;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  text-align: end;

  & [data-part='line-total-label'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const RemoveSlot = styled.div`
  grid-area: remove;
  justify-self: end;
`;
