import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogSize } from '../Dialog/Dialog';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { ConfirmButton, ErrorMessage, Message } from './ConfirmDialog.styles';

/** Which §2 / §8 texts the dialog uses by default. */
export const confirmDialogKinds = [
  'generic',
  'shop',
  'review',
  'order',
  'orders',
  'user',
  'product',
] as const;
export type ConfirmDialogKind = (typeof confirmDialogKinds)[number];
export type ConfirmDialogTone = 'danger' | 'default';

export interface ConfirmDialogProps {
  /** Default texts for a §2 delete: `shop` ("Delete Shop"), `review`, `order`, `orders` (with `count`), `user`, `product`. Default generic. */
  kind?: ConfirmDialogKind;
  /** How many items a bulk delete (`kind="orders"`) removes. */
  count?: number;
  /** `danger` (default) for destructive actions: red confirm button, delete texts. `default`: primary button, "Confirm". */
  tone?: ConfirmDialogTone;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Shown on the confirm button while `onConfirm`'s promise is pending ("Deleting…" for danger). */
  pendingLabel?: string;
  /**
   * What to show when `onConfirm` rejects. A string is the fallback for rejections without a message (an `Error`'s
   * message, e.g. the server's, wins); a function decides alone. Default: the kind's §8 text.
   */
  errorMessage?: string | ((error: unknown) => string | undefined);
  /**
   * Called on confirm. Return a promise to keep the dialog open and busy until it settles: it closes on success
   * and shows the error (and stays open) on rejection.
   */
  onConfirm: () => unknown;
  /** Called when the user cancels (Cancel button, ×, Escape or outside press). */
  onCancel?: () => void;
  /** Controlled open state; inside a `DialogTrigger` the trigger owns it. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Default sm. */
  size?: DialogSize;
}

interface Texts {
  title: string;
  message: string;
  confirm: string;
  pending: string;
  error: string;
}

function defaultTexts(t: TFunction, kind: ConfirmDialogKind, tone: ConfirmDialogTone, count: number): Texts {
  if (tone === 'default') {
    return {
      title: t('confirmDialog.confirmTitle'),
      message: t('confirmDialog.confirmMessage'),
      confirm: t('confirmDialog.confirm'),
      pending: t('confirmDialog.working'),
      error: t('confirmDialog.error'),
    };
  }
  const base = { confirm: t('confirmDialog.delete'), pending: t('confirmDialog.deleting') };
  switch (kind) {
    case 'shop':
      return {
        ...base,
        title: t('confirmDialog.shop.title'),
        message: t('confirmDialog.shop.message'),
        confirm: t('confirmDialog.shop.confirm'),
        error: t('confirmDialog.shop.error'),
      };
    case 'review':
      return {
        ...base,
        title: t('confirmDialog.review.title'),
        message: t('confirmDialog.review.message'),
        error: t('confirmDialog.review.error'),
      };
    case 'order':
      return {
        ...base,
        title: t('confirmDialog.order.title'),
        message: t('confirmDialog.order.message'),
        error: t('confirmDialog.order.error'),
      };
    case 'orders':
      return {
        ...base,
        title: t('confirmDialog.orders.title'),
        message: t('confirmDialog.orders.message', { count }),
        error: t('confirmDialog.orders.error'),
      };
    case 'user':
      return {
        ...base,
        title: t('confirmDialog.user.title'),
        message: t('confirmDialog.user.message'),
        error: t('confirmDialog.user.error'),
      };
    case 'product':
      return {
        ...base,
        title: t('confirmDialog.product.title'),
        message: t('confirmDialog.product.message'),
        error: t('confirmDialog.product.error'),
      };
    default:
      return {
        ...base,
        title: t('confirmDialog.deleteTitle'),
        message: t('confirmDialog.deleteMessage'),
        error: t('confirmDialog.error'),
      };
  }
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

const AlertIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
  </svg>
);

/**
 * Mounted with the dialog's content: its mount and unmount are the dialog opening and closing, whoever owns the
 * open state (a DialogTrigger, `isOpen`, or `defaultOpen`).
 */
function Lifecycle({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const callbacks = useRef({ onOpen, onClose });
  callbacks.current = { onOpen, onClose };
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) callbacks.current.onOpen();
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode remounts at once; only a real close leaves it unmounted.
      queueMicrotask(() => {
        if (!mounted.current) callbacks.current.onClose();
      });
    };
  }, []);
  return null;
}

/**
 * A confirmation (`role="alertdialog"`) built on `Dialog`, with the §2 delete texts by default ("Delete Shop",
 * "Are you sure you want to delete this review? This action cannot be undone.", Cancel / Delete). When `onConfirm`
 * returns a promise the confirm button shows "Deleting…" and the dialog cannot be dismissed until it settles; a
 * rejection shows its message (or the §8 fallback, e.g. "Failed to delete shop. Please try again.") inside the
 * dialog, which stays open for another try. Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  kind = 'generic',
  count = 0,
  tone = 'danger',
  title,
  message,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  errorMessage,
  onConfirm,
  onCancel,
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'sm',
}: ConfirmDialogProps) {
  const { t } = useLaterUiTranslation();
  const texts = defaultTexts(t, kind, tone, count);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirming = useRef(false);
  const confirmed = useRef(false);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;

  const describe = (reason: unknown): string => {
    if (typeof errorMessage === 'function') return errorMessage(reason) ?? texts.error;
    return messageOf(reason) ?? errorMessage ?? texts.error;
  };

  const confirm = async (close: () => void) => {
    if (confirming.current) return;
    setError(null);
    confirming.current = true;
    try {
      const result = onConfirm();
      if (isPromiseLike(result)) {
        setBusy(true);
        await result;
      }
      confirmed.current = true;
      close();
    } catch (reason) {
      setError(describe(reason));
    } finally {
      confirming.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={title ?? texts.title}
      size={size}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      isCloseDisabled={busy}
      actions={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={busy} autoFocus onPress={close} data-part="cancel">
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <ConfirmButton
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={busy}
            pendingLabel={pendingLabel ?? texts.pending}
            onPress={() => void confirm(close)}
            data-part="confirm"
          >
            {busy ? (pendingLabel ?? texts.pending) : (confirmLabel ?? texts.confirm)}
          </ConfirmButton>
        </>
      )}
    >
      <Lifecycle
        onOpen={() => {
          confirmed.current = false;
          setError(null);
        }}
        onClose={() => {
          if (!confirmed.current) onCancelRef.current?.();
        }}
      />
      <Message>{message ?? texts.message}</Message>
      {error ? (
        <ErrorMessage role="alert" data-part="error">
          <AlertIcon />
          <span>{error}</span>
        </ErrorMessage>
      ) : null}
    </Dialog>
  );
}
