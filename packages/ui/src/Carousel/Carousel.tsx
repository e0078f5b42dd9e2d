import {
  Children,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledCarousel } from './Carousel.styles';

/** §5 slide size: `auto` (the slide's own width), px (number), a CSS length or percentage string ("80%"). */
export type CarouselSlideSize = 'auto' | number | string;

export interface CarouselProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** Slides: one child per slide. */
  children?: ReactNode;
  /** Accessible name of the carousel, e.g. "Similar products". Default "Carousel" (translated). */
  'aria-label'?: string;
  /** Width of each slide (default 100%). Ignored when `slidesPerView` is set. */
  slideSize?: CarouselSlideSize;
  /** Number of slides per view (e.g. 4, or 2.5 to show part of the next); overrides `slideSize`. */
  slidesPerView?: number;
  /** Space between slides (CSS length or px, default 1rem). */
  gap?: number | string;
  /** Show the previous / next buttons (default true). */
  showArrows?: boolean;
  /** Show the dots (default true). */
  showDots?: boolean;
  /** Called with the index of the first visible slide when it changes. */
  onIndexChange?: (index: number) => void;
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** The CSS width of one slide for `slideSize` / `slidesPerView`; `auto` lets slides size themselves. */
export function slideSizeToCss(slideSize: CarouselSlideSize = '100%', slidesPerView?: number): string {
  if (slidesPerView !== undefined && Number.isFinite(slidesPerView) && slidesPerView > 0) {
    const n = slidesPerView;
    return `calc((100% - ${Math.ceil(n) - 1} * var(--_gap)) / ${n})`;
  }
  if (slideSize === 'auto') return 'auto';
  if (typeof slideSize === 'number')
    return Number.isFinite(slideSize) && slideSize > 0 ? `${slideSize}px` : '100%';
  return slideSize.trim() || '100%';
}

const Chevron = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6 1.41-1.41Z" />
  </svg>
);

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A light scroll-snap carousel (no dependency): slides scroll natively (touch, trackpad, Shift+wheel), snap to their
 * start, and the previous / next buttons, dots and arrow keys (mirrored in right-to-left layouts) move one slide.
 * Buttons are disabled at the ends; with 0 or 1 slide there are no controls. Follows the WAI-ARIA carousel
 * pattern: a named region with `aria-roledescription="carousel"`, each slide a group "2 of 5".
 */
export function Carousel({
  children,
  'aria-label': ariaLabel,
  slideSize = '100%',
  slidesPerView,
  gap = '1rem',
  showArrows = true,
  showDots = true,
  onIndexChange,
  style,
  ...props
}: CarouselProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Slides that can be the first visible one (the last few may never reach the start edge).
  const [reachable, setReachable] = useState(count);

  const isRtl = () => {
    const el = viewportRef.current;
    return el ? getComputedStyle(el).direction === 'rtl' : false;
  };

  /** Distance of each slide's start edge from the first slide's start edge. */
  const offsets = useCallback((): number[] => {
    const el = viewportRef.current;
    if (!el) return [];
    const items = Array.from(el.children) as HTMLElement[];
    const first = items[0]?.getBoundingClientRect();
    if (!first) return [];
    const rtl = getComputedStyle(el).direction === 'rtl';
    return items.map((item) => {
      const rect = item.getBoundingClientRect();
      return rtl ? first.right - rect.right : rect.left - first.left;
    });
  }, []);

  /**
   * The slide a programmatic (smooth) scroll is heading to. While it is set, scroll events do not move the index back
   * to the slides passed on the way, so a quick second press counts from the target, not from a half-way position.
   */
  const pendingTarget = useRef<number | null>(null);

  const measure = useCallback(() => {
    const el = viewportRef.current;
    if (!el || count === 0) return;
    const maxScroll = Math.max(0, el.scrollWidth - el.clientWidth);
    const starts = offsets();
    const lastReachable = Math.max(0, starts.filter((o) => o <= maxScroll + 2).length - 1);
    setReachable(lastReachable + 1);
    const position = Math.abs(el.scrollLeft);
    let closest = 0;
    starts.forEach((o, i) => {
      if (Math.abs(o - position) < Math.abs((starts[closest] ?? 0) - position)) closest = i;
    });
    const atEnd = maxScroll > 0 && position >= maxScroll - 2;
    const settled = atEnd ? lastReachable : Math.min(closest, lastReachable);
    if (pendingTarget.current !== null) {
      const target = pendingTarget.current;
      // Arrived (or as close as the scroll can get): hand the index back to the scroll position.
      if (Math.abs((starts[target] ?? 0) - position) <= 2 || (atEnd && target >= lastReachable))
        pendingTarget.current = null;
      else return;
    }
    setIndex(settled);
  }, [count, offsets]);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return measure();
    // Its first report comes once the page is laid out (measuring here would force a layout of the whole page in the
    // middle of React's commit: issue 23, total blocking time).
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const lastIndex = Math.max(0, Math.min(reachable, count) - 1);
  const current = Math.min(index, lastIndex);

  const onIndexChangeRef = useRef(onIndexChange);
  onIndexChangeRef.current = onIndexChange;
  useEffect(() => {
    onIndexChangeRef.current?.(current);
  }, [current]);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(0, target), lastIndex);
    setIndex(next);
    pendingTarget.current = next;
    const el = viewportRef.current;
    if (!el) return;
    const starts = offsets();
    const delta = (starts[next] ?? 0) - Math.abs(el.scrollLeft);
    el.scrollBy?.({ left: isRtl() ? -delta : delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = isRtl() ? 'ArrowRight' : 'ArrowLeft';
    const from = pendingTarget.current ?? current;
    const moves: Record<string, number> = {
      [forward]: from + 1,
      [back]: from - 1,
      Home: 0,
      End: lastIndex,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const el = viewportRef.current;
    if (!el || count < 2) return;
    const onKey = (event: KeyboardEvent) => keyHandler.current(event);
    el.addEventListener('keydown', onKey);
    el.addEventListener('scroll', measure, { passive: true });
    // A scroll that ended anywhere (interrupted by a swipe, say) releases the pending target.
    const onScrollEnd = () => {
      pendingTarget.current = null;
      measure();
    };
    el.addEventListener('scrollend', onScrollEnd);
    return () => {
      el.removeEventListener('scrollend', onScrollEnd);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('scroll', measure);
    };
  }, [count, measure]);

  if (count === 0) return null;
  const n = (value: number) => formatNumber(value, language);
  const controls = count > 1 && lastIndex > 0;

  return (
    <StyledCarousel
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={ariaLabel ?? t('carousel.label')}
      data-slide-size={slidesPerView ? 'per-view' : slideSize === 'auto' ? 'auto' : 'fixed'}
      style={
        {
          ...style,
          '--_gap': cssLength(gap),
          '--_slide-size': slideSizeToCss(slideSize, slidesPerView),
        } as CSSProperties
      }
      {...props}
    >
      {/* Focusable so keyboard users can scroll it (arrow keys, Home, End). */}
      <div ref={viewportRef} data-part="viewport" tabIndex={count > 1 ? 0 : undefined}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
          <div
            // Children.toArray gives each child a stable key.
            key={(slide as { key?: string }).key ?? i}
            data-part="slide"
            data-active={i === current || undefined}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slide', { index: n(i + 1), total: n(count) })}
          >
            {slide}
          </div>
        ))}
      </div>
      {controls && (showArrows || showDots) ? (
        <div data-part="controls">
          {showArrows ? (
            <Button
              variant="secondary"
              size="small"
              data-part="previous"
              aria-label={t('carousel.previous')}
              isDisabled={current <= 0}
              onPress={() => goTo((pendingTarget.current ?? current) - 1)}
            >
              <Chevron />
            </Button>
          ) : null}
          {showDots ? (
            <div data-part="dots">
              {Array.from({ length: lastIndex + 1 }, (_, i) => (
                <AriaButton
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position; positions never reorder.
                  key={i}
                  data-part="dot"
                  aria-label={t('carousel.goTo', { index: n(i + 1) })}
                  aria-current={i === current ? 'true' : undefined}
                  onPress={() => goTo(i)}
                >
                  <span aria-hidden="true" />
                </AriaButton>
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <Button
              variant="secondary"
              size="small"
              data-part="next"
              aria-label={t('carousel.next')}
              isDisabled={current >= lastIndex}
              onPress={() => goTo((pendingTarget.current ?? current) + 1)}
            >
              <Chevron />
            </Button>
          ) : null}
        </div>
      ) : null}
    </StyledCarousel>
  );
}
