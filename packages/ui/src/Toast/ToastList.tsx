import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { CloseIcon, ToastIcon } from './icons';
import { StyledToast, StyledToastRegion } from './Toast.styles';
import type { ToastItem } from './toastStore';

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

export interface ToastListProps {
  /** The toasts on screen, oldest first (at least one). */
  visible: readonly ToastItem[];
  onDismiss: (id: string) => void;
  ariaLabel: string;
  closeLabel: string;
  className?: string | undefined;
}

/**
 * The visible toasts of `ToastRegion`: the region landmark, one toast per item (newest on top) with its close button,
 * and the timers, all paused while the region is hovered or focused. Its own module, loaded with the first toast
 * (issue 23: first-page JavaScript); it unmounts when the last toast goes, which resets the pause.
 */
export function ToastList({ visible, onDismiss, ariaLabel, closeLabel, className }: ToastListProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <StyledToastRegion
      aria-label={ariaLabel}
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
            onDismiss={onDismiss}
            closeLabel={closeLabel}
          />
        ))}
      </ol>
    </StyledToastRegion>
  );
}
