import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useUiTranslation } from '../i18n/I18nProvider';
import { MAX_VISIBLE_TOASTS, toast as sharedToaster, type Toaster, type ToastItem } from './toastStore';

// The toasts themselves (styles, icons, close buttons, timers) load with the first toast, not with the first page
// (issue 23). The live regions below stay in the page, so the first toast is announced while its code loads.
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

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

  const dismiss = useCallback((id: string) => toaster.dismiss(id), [toaster]);

  return (
    <>
      {visible.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList
            visible={visible}
            onDismiss={dismiss}
            ariaLabel={ariaLabel ?? t('toast.region')}
            closeLabel={t('toast.close')}
            className={className}
          />
        </Suspense>
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
