import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button, VisuallyHidden } from 'react-aria-components';
import { useUiTranslation } from '../i18n/I18nProvider';
import { CloseIcon, ToastIcon } from './icons';
import { StyledToast, StyledToastRegion } from './Toast.styles';
import { MAX_VISIBLE_TOASTS, toast as sharedToaster, type Toaster, type ToastItem } from './toastStore';

export interface ToastRegionProps {
  /** The store to show. Default: the shared `toast`. */
  toaster?: Toaster;
  /** §9: at most four on screen; later toasts wait for a free slot. */
  maxVisible?: number;
  /** Name of the region landmark. Default "Notifications" (translated). */
  'aria-label'?: string;
  className?: string;
}

interface Announcement {
  key: string;
  content: ReactNode;
}

/** Runs `onTimeout` after the toast's duration, counting only while not paused; an update restarts it. */
function useAutoDismiss(item: ToastItem, paused: boolean, onTimeout: () => void) {
  const remaining = useRef(item.duration);
  const callback = useRef(onTimeout);
  callback.current = onTimeout;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (update) restarts the countdown.
  useEffect(() => {
    remaining.current = item.duration;
  }, [item.version, item.duration]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed on pause/resume and on every update.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => callback.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.version, item.duration]);
}

interface ToastViewProps {
  item: ToastItem;
  paused: boolean;
  onDismiss: (id: string) => void;
  closeLabel: string;
}

function ToastView({ item, paused, onDismiss, closeLabel }: ToastViewProps) {
  useAutoDismiss(item, paused, () => onDismiss(item.id));
  return (
    <StyledToast data-part="toast" data-type={item.type} data-toast-id={item.id}>
      <span data-part="icon">
        <ToastIcon type={item.type} />
      </span>
      <span data-part="text">
        <span data-part="message">{item.message}</span>
        {item.description ? <span data-part="description">{item.description}</span> : null}
      </span>
      <Button data-part="close" aria-label={closeLabel} onPress={() => onDismiss(item.id)}>
        <CloseIcon />
      </Button>
    </StyledToast>
  );
}

const announcementOf = (item: ToastItem): Announcement => ({
  key: `${item.id}:${item.version}`,
  content: (
    <>
      {item.message}
      {item.description ? <> {item.description}</> : null}
    </>
  ),
});

/**
 * Shows the toasts of a `Toaster` (the shared `toast` by default): top-right, top-left in right-to-left layouts
 * (§9), 300 px wide, at most four at a time, each hiding after 3000 ms unless it is loading. Hovering or focusing
 * the region pauses every timer. Each toast has a close button. Screen readers hear each new or updated toast
 * through live regions that are always in the page (polite `role="status"`; errors through `role="alert"`).
 * Render it once, near the root of the app.
 */
export function ToastRegion({
  toaster = sharedToaster,
  maxVisible = MAX_VISIBLE_TOASTS,
  'aria-label': ariaLabel,
  className,
}: ToastRegionProps) {
  const { t } = useUiTranslation();
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getToasts, toaster.getToasts);
  const visible = useMemo(() => toasts.slice(0, Math.max(1, maxVisible)), [toasts, maxVisible]);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  const [polite, setPolite] = useState<Announcement | null>(null);
  const [assertive, setAssertive] = useState<Announcement | null>(null);
  const announced = useRef(new Map<string, number>());

  // Announce each toast when it first shows and again after each update (queued toasts when they get a slot).
  useEffect(() => {
    const seen = announced.current;
    for (const item of visible) {
      if (seen.get(item.id) === item.version) continue;
      seen.set(item.id, item.version);
      if (item.type === 'error') setAssertive(announcementOf(item));
      else setPolite(announcementOf(item));
    }
    for (const id of seen.keys()) if (!toasts.some((item) => item.id === id)) seen.delete(id);
  }, [visible, toasts]);

  useEffect(() => {
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }, [toasts.length]);

  const dismiss = useCallback((id: string) => toaster.dismiss(id), [toaster]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <>
      {visible.length > 0 ? (
        <StyledToastRegion
          aria-label={ariaLabel ?? t('toast.region')}
          className={className}
          data-part="toast-region"
          data-paused={paused || undefined}
          // Stays reachable while a modal dialog hides the rest of the page (react-aria's ariaHideOutside).
          data-react-aria-top-layer="true"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <ol data-part="list">
            {[...visible].reverse().map((item) => (
              <ToastView
                key={item.id}
                item={item}
                paused={paused}
                onDismiss={dismiss}
                closeLabel={t('toast.close')}
              />
            ))}
          </ol>
        </StyledToastRegion>
      ) : null}
      <VisuallyHidden data-part="toast-announcer" data-react-aria-top-layer="true">
        <div role="status" aria-live="polite" aria-atomic="true">
          {polite ? <span key={polite.key}>{polite.content}</span> : null}
        </div>
        <div role="alert" aria-atomic="true">
          {assertive ? <span key={assertive.key}>{assertive.content}</span> : null}
        </div>
      </VisuallyHidden>
    </>
  );
}
