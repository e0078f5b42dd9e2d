import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatNumber } from '../i18n/format';
import { useUiTranslation } from '../i18n/I18nProvider';
import { StyledCountBadge } from './CountBadge.styles';

/** §9: cart and wishlist badges cap at 99; the bump lasts 600 ms. */
export const COUNT_BADGE_MAX = 99;
export const COUNT_BADGE_BUMP_MS = 600;

export interface CountBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The count. Hidden at 0 (and for negative or non-finite values). */
  count: number;
  /** Above this, shows `max+` (default 99). */
  max?: number;
  /** What screen readers hear, default "{count} items" (translated, plural-aware). */
  label?: string;
  /** `danger` (default), `accent` or `neutral`. Rendered as `data-tone`. */
  tone?: 'danger' | 'accent' | 'neutral';
  /**
   * `inline` (default) or `corner`: absolutely placed on the top-end corner of the nearest positioned ancestor
   * (e.g. inside a `Button`, which is `position: relative`). Rendered as `data-placement`.
   */
  placement?: 'inline' | 'corner';
}

/** "99+" above the cap, else the number (Latin digits); `null` when nothing should be shown. */
export function formatCount(count: number, max = COUNT_BADGE_MAX, language = 'en'): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const n = Math.floor(count);
  return n > max ? `${formatNumber(max, language)}+` : formatNumber(n, language);
}

/**
 * The §2 cart / wishlist count: capped at 99 ("99+"), hidden at zero, with a 600 ms bump when the count goes up
 * (`data-bump`; no animation under `prefers-reduced-motion`). The visible number is hidden from assistive
 * technology; a visually hidden "3 items" is read instead, so inside a button it becomes part of the button's
 * name ("Cart 3 items"). Do not give that button an `aria-label`, or the count is lost.
 */
export function CountBadge({
  count,
  max = COUNT_BADGE_MAX,
  label,
  tone = 'danger',
  placement = 'inline',
  ...props
}: CountBadgeProps) {
  const { t, i18n } = useUiTranslation();
  const text = formatCount(count, max, i18n.language);
  const previous = useRef(count);
  const [bumping, setBumping] = useState(false);

  useEffect(() => {
    const increased = count > previous.current;
    previous.current = count;
    if (!increased) return;
    setBumping(true);
    const timer = setTimeout(() => setBumping(false), COUNT_BADGE_BUMP_MS);
    return () => clearTimeout(timer);
  }, [count]);

  if (text === null) return null;
  return (
    <StyledCountBadge
      data-part="count-badge"
      data-tone={tone}
      data-placement={placement}
      data-bump={bumping || undefined}
      {...props}
    >
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{label ?? t('countBadge.items', { count: Math.floor(count) })}</VisuallyHidden>
    </StyledCountBadge>
  );
}
