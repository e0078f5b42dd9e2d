import { ToggleButton } from 'react-aria-components';
import { css, keyframes, styled } from '../internal/styled';
import { truncateLine } from '../internal/truncate';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * In a `product-card` container narrower than this (ProductGrid's cells: two cards side by side on a phone) the card
 * tightens its padding. The container is the cell, not the card: inline-size containment on the card itself would
 * collapse it wherever its width comes from its content.
 */
const compact = '@container product-card (max-width: 220px)';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-inline-size: 0;
  block-size: 100%;
  overflow: hidden;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  box-shadow: ${vars.shadow.sm};
  transition: box-shadow ${vars.duration.normal} ${vars.easing.standard};

  &:hover:not([data-part='product-card-skeleton']) {
    box-shadow: ${vars.shadow.md};
  }

  /* Keyboard focus on the title link outlines the whole card: it is the card's click target. */
  &:has([data-part='title'] a:focus-visible) {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background-color: ${vars.bg.subtle};

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${vars.duration.slow} ${vars.easing.standard};
  }

  ${Card}:hover & > img {
    transform: scale(1.04);
  }

  [data-stock='out'] & > img {
    opacity: 0.6;
  }

  ${reducedMotion} {
    & > img,
    ${Card}:hover & > img {
      transition: none;
      transform: none;
    }
  }
`;

export const ImageFallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  block-size: 100%;
  padding: ${vars.space[4]};
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;

  & svg {
    font-size: 3rem;
    color: ${vars.fg.subtle};
  }
`;

export const ConditionSlot = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[3]};
  inset-inline-start: ${vars.space[3]};
  max-inline-size: calc(100% - 4.5rem);
`;

export const WishlistSlot = styled.div`
  position: absolute;
  z-index: 1;
  inset-block-start: ${vars.space[2]};
  inset-inline-end: ${vars.space[2]};
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};

  ${compact} {
    gap: ${vars.space[1]};
    padding: ${vars.space[3]};
  }
`;

export const PartInfo = styled.p`
  ${truncateLine}
  margin: 0;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.normal};
`;

const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

export const Title = styled.h3`
  ${clamp(2)}
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }

  /* The title link covers the whole card, so the card is one big target; buttons sit above it. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.DEFAULT};
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 2px;
  }

`;

export const RatingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  min-block-size: 1.25rem;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.tight};

  & [data-part='rating-value'] {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const Shop = styled.p`
  ${truncateLine}
  margin: 0;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin-block-start: auto;
  padding-block-start: ${vars.space[1]};
`;

export const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

export const StockState = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};

  &::before {
    content: '';
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: ${vars.radius.full};
    background-color: currentColor;
  }

  &[data-stock='in'] {
    color: ${vars.status.success.fg};
  }

  &[data-stock='low'] {
    color: ${vars.status.warning.fg};
  }

  &[data-stock='out'] {
    color: ${vars.status.danger.fg};
  }

  ${forcedColors} {
    &::before {
      forced-color-adjust: none;
      background-color: CanvasText;
    }
  }
`;

export const Action = styled.div`
  position: relative;
  z-index: 1;

  /* The cart icon gives way so "Add to cart" keeps one line. */
  ${compact} {
    & svg {
      display: none;
    }
  }
`;

export const WishlistToggle = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  margin: 0;
  padding: 0;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.muted};
  font-size: 1.25rem;
  cursor: pointer;
  box-shadow: ${vars.shadow.sm};
  outline: none;
  transition-property: color, background-color, transform;
  transition-duration: ${vars.duration.fast};
  transition-timing-function: ${vars.easing.standard};
  -webkit-tap-highlight-color: transparent;

  &[data-hovered],
  &[data-selected] {
    color: ${vars.status.danger.fg};
  }

  &[data-pressed] {
    transform: scale(0.92);
  }

  /* The surface-coloured halo keeps the ring visible over any photo. */
  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${vars.bg.surface};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${reducedMotion} {
    transition: none;

    &[data-pressed] {
      transform: none;
    }
  }

  ${forcedColors} {
    &[data-selected] {
      forced-color-adjust: none;
      border-color: Highlight;
      background-color: Canvas;
      color: Highlight;
    }
  }
`;

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`;

export const SkeletonBlock = styled.span`
  display: block;
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bg.subtle};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    color-mix(in srgb, ${vars.bg.surface} 60%, transparent) 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  &[data-shape='media'] {
    aspect-ratio: 1 / 1;
    border-radius: 0;
  }

  &[data-shape='line'] {
    block-size: 0.875rem;
  }

  &[data-shape='title'] {
    block-size: 1.25rem;
  }

  &[data-shape='price'] {
    block-size: 1.5rem;
    inline-size: 45%;
  }

  &[data-shape='button'] {
    block-size: ${vars.control.height.medium};
    border-radius: ${vars.radius.DEFAULT};
  }

  ${reducedMotion} {
    animation: none;
  }
`;
