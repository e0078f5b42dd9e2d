import type { ReactNode } from 'react';

/** §9: toasts and snackbars hide after 3000 ms. */
export const TOAST_DURATION = 3000;
/** §9: at most four toasts on screen; later ones wait for a free slot. */
export const MAX_VISIBLE_TOASTS = 4;

export const toastTypes = ['info', 'success', 'warning', 'error', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];

export type ToastId = string;

export interface ToastOptions {
  /** Reuse an id to replace a toast that is still open (e.g. the same error twice). */
  id?: ToastId;
  /** A second, quieter line. */
  description?: ReactNode;
  /**
   * Milliseconds on screen, counted only while the toast is visible and not paused. Default 3000;
   * `Infinity` keeps it until dismissed. Loading toasts stay until updated.
   */
  duration?: number;
  /** Called once the toast is gone (timeout, close button or `dismiss`). */
  onDismiss?: (id: ToastId) => void;
}

export interface ToastItem {
  id: ToastId;
  type: ToastType;
  message: ReactNode;
  description?: ReactNode;
  /** Milliseconds; `Infinity` never hides. */
  duration: number;
  /** Bumped on every update, so the region restarts the timer and announces the new text. */
  version: number;
  onDismiss?: ((id: ToastId) => void) | undefined;
}

export interface ToastUpdate extends Omit<ToastOptions, 'id'> {
  type?: ToastType;
  message?: ReactNode;
}

export interface PromiseMessages<T> {
  loading: ReactNode;
  success: ReactNode | ((value: T) => ReactNode);
  error: ReactNode | ((error: unknown) => ReactNode);
}

type Show = (message: ReactNode, options?: ToastOptions) => ToastId;

/** The imperative API: `toast.success('Saved')`, `toast.loading(...)` + `toast.update(id, ...)`, `toast.promise(...)`. */
export interface Toaster {
  (message: ReactNode, options?: ToastOptions): ToastId;
  info: Show;
  success: Show;
  warning: Show;
  error: Show;
  /** Stays until updated or dismissed (no timeout unless `duration` is given). */
  loading: Show;
  /** Changes an open toast (type, text, duration); its timer restarts. No-op for unknown ids. */
  update: (id: ToastId, update: ToastUpdate) => void;
  /** Removes one toast, or all of them without an id. */
  dismiss: (id?: ToastId) => void;
  /**
   * A loading toast while the promise runs, then success or error in the same toast. Returns the original promise
   * (still rejecting on failure, so callers can react).
   */
  promise: <T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: PromiseMessages<T>,
    options?: ToastOptions,
  ) => Promise<T>;
  /** For `ToastRegion`: subscribe to changes. */
  subscribe: (listener: () => void) => () => void;
  /** For `ToastRegion`: the current toasts, oldest first. */
  getToasts: () => readonly ToastItem[];
}

let counter = 0;
const nextId = (): ToastId => {
  counter += 1;
  return `ab-toast-${counter}`;
};

const defaultDuration = (type: ToastType): number =>
  type === 'loading' ? Number.POSITIVE_INFINITY : TOAST_DURATION;

/**
 * A toast store of its own (tests, widgets, a second region). Apps normally use the shared `toast` and one
 * `<ToastRegion />`.
 */
export function createToaster(): Toaster {
  let toasts: readonly ToastItem[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  const add = (type: ToastType, message: ReactNode, options: ToastOptions = {}): ToastId => {
    const id = options.id ?? nextId();
    const existing = toasts.find((t) => t.id === id);
    const item: ToastItem = {
      id,
      type,
      message,
      description: options.description,
      duration: options.duration ?? defaultDuration(type),
      version: (existing?.version ?? 0) + 1,
      onDismiss: options.onDismiss,
    };
    toasts = existing ? toasts.map((t) => (t.id === id ? item : t)) : [...toasts, item];
    emit();
    return id;
  };

  const update = (id: ToastId, next: ToastUpdate) => {
    const existing = toasts.find((t) => t.id === id);
    if (!existing) return;
    const type = next.type ?? existing.type;
    const typeChanged = type !== existing.type;
    const item: ToastItem = {
      ...existing,
      type,
      message: next.message !== undefined ? next.message : existing.message,
      description: 'description' in next ? next.description : existing.description,
      duration: next.duration ?? (typeChanged ? defaultDuration(type) : existing.duration),
      onDismiss: next.onDismiss ?? existing.onDismiss,
      version: existing.version + 1,
    };
    toasts = toasts.map((t) => (t.id === id ? item : t));
    emit();
  };

  const dismiss = (id?: ToastId) => {
    const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    if (gone.length === 0) return;
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
    for (const t of gone) t.onDismiss?.(t.id);
  };

  const promise = <T>(
    input: Promise<T> | (() => Promise<T>),
    messages: PromiseMessages<T>,
    options: ToastOptions = {},
  ): Promise<T> => {
    const id = add('loading', messages.loading, { ...options, duration: undefined });
    const running = typeof input === 'function' ? input() : input;
    running.then(
      (value) => {
        const message = typeof messages.success === 'function' ? messages.success(value) : messages.success;
        update(id, { type: 'success', message, duration: options.duration });
      },
      (error: unknown) => {
        const message = typeof messages.error === 'function' ? messages.error(error) : messages.error;
        update(id, { type: 'error', message, duration: options.duration });
      },
    );
    return running;
  };

  const show = ((message: ReactNode, options?: ToastOptions) => add('info', message, options)) as Toaster;
  show.info = (message, options) => add('info', message, options);
  show.success = (message, options) => add('success', message, options);
  show.warning = (message, options) => add('warning', message, options);
  show.error = (message, options) => add('error', message, options);
  show.loading = (message, options) => add('loading', message, options);
  show.update = update;
  show.dismiss = dismiss;
  show.promise = promise;
  show.subscribe = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  show.getToasts = () => toasts;
  return show;
}

/** The app-wide toaster that `<ToastRegion />` shows by default. */
export const toast: Toaster = createToaster();
