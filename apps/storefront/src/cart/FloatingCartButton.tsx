import { CountBadge, vars } from '@abossey/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useCartCount } from '../cart';
import { checkoutPath } from '../pages/checkout/steps';

const Floating = styled(Link)`
  position: fixed;
  inset-block-end: ${vars.space[6]};
  inset-inline-end: ${vars.space[6]};
  z-index: 20;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: 50%;
  color: ${vars.accent.onEmphasis};
  background: ${vars.accent.emphasis};
  box-shadow: ${vars.shadow.md};
  text-decoration: none;
  &:hover {
    background: ${vars.accent.emphasisHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
  transition: transform 200ms ease-out;
  /* Out of the way while the buyer scrolls down (it covered the last card's Add to cart, issue 25); back on the way up,
     when the cart changes, or when focused. */
  &[data-hidden]:not(:focus-visible) {
    transform: translateY(calc(100% + ${vars.space[6]} + env(safe-area-inset-bottom, 0px)));
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  svg {
    inline-size: 26px;
    block-size: 26px;
  }
  /* The bump itself is CountBadge's (600 ms, none under reduced motion). */
  [data-part='count-badge'] {
    position: absolute;
    inset-block-start: -4px;
    inset-inline-end: -4px;
  }
`;

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Scrolled this far down the page, or more, the button may hide. */
const HIDE_AFTER_PX = 80;
/** Smaller moves (a finger resting on the screen) change nothing. */
const SCROLL_SLACK_PX = 8;
/** After the cart changes, the button stays in view this long whatever the scrolling (the buyer may want it next). */
const PINNED_MS = 2000;

/**
 * Whether the button should be out of the way: the page is being scrolled down, past its top, and the cart has not
 * changed (`cartKey`) in the last `PINNED_MS`. Decided in the scroll event itself (browsers send one per frame), so a
 * change of the cart always comes after the scroll that preceded it.
 */
function useHiddenWhileScrollingDown(cartKey: unknown): boolean {
  const [hidden, setHidden] = useState(false);
  const pinnedUntil = useRef(0);
  const shownKey = useRef(cartKey);
  useEffect(() => {
    if (Object.is(shownKey.current, cartKey)) return;
    shownKey.current = cartKey;
    pinnedUntil.current = performance.now() + PINNED_MS;
    setHidden(false);
  }, [cartKey]);
  useEffect(() => {
    // Read on the first scroll, not here: reading `scrollY` while the page's first render is being committed forces a
    // layout of the whole page inside that task (issue 23, total blocking time). The top is 0.
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_SLACK_PX) return;
      setHidden(y > last && y > HIDE_AFTER_PX && performance.now() > pinnedUntil.current);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

/**
 * §2: the product browser's floating cart button, linking to checkout; the badge caps at 99 and hides at zero. It
 * slides away while the page scrolls down (it covered the last card's Add to cart, issue 25) and comes back when it
 * scrolls up or the cart changes.
 */
export function FloatingCartButton() {
  const { t } = useTranslation('storefront');
  const count = useCartCount();
  const hidden = useHiddenWhileScrollingDown(count);
  return (
    <Floating to={checkoutPath(0)} data-testid="floating-cart" data-hidden={hidden || undefined}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2Zm10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2ZM7.17 14.75l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4l-3.87 7H8.53L4.27 2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42a.25.25 0 0 1-.25-.25Z" />
      </svg>
      <Hidden>{t('cart.button')}</Hidden>
      <CountBadge count={count} />
    </Floating>
  );
}
