import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useUiTranslation } from '../i18n/I18nProvider';
import { StyledNavigationProgress } from './NavigationProgress.styles';

export interface NavigationProgressProps {
  /** True while a route (or its lazily loaded screen) is loading. */
  active: boolean;
  /** Accessible name. Default "Loading page" (translated). */
  label?: string;
  /** `fixed` to the top of the viewport (default), or `static` in the flow (previews, embedded shells). */
  position?: 'fixed' | 'static';
  /** Wait this long (ms) before showing, so instant navigations do not flash a bar. Default 0. */
  delay?: number;
  className?: string;
}

/** Start, trickle step interval and the ceiling the trickle approaches while loading. */
const START = 12;
const CEILING = 94;
const TRICKLE_MS = 250;
/** How long the full bar stays (fading out) after loading ends. */
const FINISH_MS = 500;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION_QUERY).matches;

type Phase = 'idle' | 'loading' | 'done';

/**
 * The §1 navigation progress bar: a thin bar across the top while `active`. It jumps to a start value, trickles
 * towards the end in shrinking steps (it looks determinate, but the real progress is unknown, so assistive
 * technology gets an indeterminate `role="progressbar"` named "Loading page"), then fills and fades out when loading
 * ends. With reduced motion it shows a full, still bar while loading and disappears at once.
 */
export function NavigationProgress({
  active,
  label,
  position = 'fixed',
  delay = 0,
  className,
}: NavigationProgressProps) {
  const { t } = useUiTranslation();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [value, setValue] = useState(0);
  const wasShown = useRef(false);

  useEffect(() => {
    if (active) {
      const show = () => {
        wasShown.current = true;
        setPhase('loading');
        setValue(reducedMotion ? 100 : START);
      };
      if (delay <= 0) {
        show();
        return;
      }
      const timer = setTimeout(show, delay);
      return () => clearTimeout(timer);
    }
    if (!wasShown.current) return;
    wasShown.current = false;
    if (reducedMotion) {
      setPhase('idle');
      setValue(0);
      return;
    }
    setPhase('done');
    setValue(100);
    const timer = setTimeout(() => {
      setPhase('idle');
      setValue(0);
    }, FINISH_MS);
    return () => clearTimeout(timer);
  }, [active, delay, reducedMotion]);

  // Trickle: each step covers a share of what is left, so the bar slows down but never reaches the end.
  useEffect(() => {
    if (phase !== 'loading' || reducedMotion) return;
    const timer = setInterval(() => {
      setValue((current) => Math.min(CEILING, current + Math.max(0.5, (CEILING - current) * 0.08)));
    }, TRICKLE_MS);
    return () => clearInterval(timer);
  }, [phase, reducedMotion]);

  if (phase === 'idle') return null;

  const loading = phase === 'loading';
  return (
    <StyledNavigationProgress
      className={className}
      data-part="navigation-progress"
      data-state={phase}
      data-position={position}
      data-reduced-motion={reducedMotion || undefined}
      // Only a progress bar while loading; the fade-out after it is decoration.
      role={loading ? 'progressbar' : undefined}
      aria-label={loading ? (label ?? t('navigationProgress.label')) : undefined}
      aria-valuemin={loading ? 0 : undefined}
      aria-valuemax={loading ? 100 : undefined}
      aria-hidden={loading ? undefined : true}
    >
      <div data-part="bar" style={{ inlineSize: `${value}%` }} />
    </StyledNavigationProgress>
  );
}
