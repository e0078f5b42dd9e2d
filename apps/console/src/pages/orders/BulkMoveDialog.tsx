import { moveConsequence, type Order, type OrderStatus } from '@abossey/sdk';
import { ConfirmDialog, Select, SelectItem, toast, useLaterUiTranslation } from '@abossey/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonMoves } from './orderTransitions';

export interface BulkMoveDialogProps {
  /** The selected orders; null when the dialog is closed. */
  orders: readonly Order[] | null;
  onClose: () => void;
  /** Moves one order (`PUT /orders/{id}/status`); the server checks each move again. */
  move: (order: Order, to: OrderStatus) => Promise<unknown>;
  /** After the moves, with the ids that moved. */
  onMoved: (ids: number[]) => Promise<void> | void;
}

/**
 * Bulk status change (issue 24): the statuses every selected order may go to, what the move does to stock and money
 * (the SDK's `moveConsequence`), then one request per order. Orders the server refuses stay where they were and are
 * counted in an error toast; the others move.
 */
export function BulkMoveDialog({ orders, onClose, move, onMoved }: BulkMoveDialogProps) {
  const { t } = useTranslation('orders');
  const { t: tu } = useLaterUiTranslation();
  const [to, setTo] = useState<OrderStatus | null>(null);
  const selected = orders ?? [];
  const moves = commonMoves(selected);
  const target = to && moves.includes(to) ? to : null;
  const label = (status: OrderStatus) => tu(`statusBadge.${status}`);
  const consequences = new Set(target ? selected.map((o) => moveConsequence(o.status, target)) : []);

  const apply = async () => {
    if (!target) return;
    const results = await Promise.allSettled(selected.map((order) => move(order, target)));
    const moved = selected.filter((_, i) => results[i]?.status === 'fulfilled').map((o) => o.id);
    const refused = results.filter((r) => r.status === 'rejected');
    await onMoved(moved);
    if (moved.length > 0) toast.success(t('bulk.moved', { count: moved.length, status: label(target) }));
    if (refused.length > 0) toast.error(t('bulk.failed', { count: refused.length }));
  };

  return (
    <ConfirmDialog
      tone={consequences.has('releases-stock') ? 'danger' : 'default'}
      isOpen={orders !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTo(null);
          onClose();
        }
      }}
      title={t('bulk.title', { count: selected.length })}
      message={
        moves.length === 0 ? (
          t('bulk.none')
        ) : (
          <>
            <Select<{ id: OrderStatus }>
              label={t('bulk.to')}
              value={target}
              onChange={(key) => setTo(key as OrderStatus)}
            >
              {moves.map((status) => (
                <SelectItem key={status} id={status} textValue={label(status)}>
                  {label(status)}
                </SelectItem>
              ))}
            </Select>
            {[...consequences].filter(Boolean).map((consequence) => (
              <p key={consequence}>{t(`bulk.${consequence}`)}</p>
            ))}
          </>
        )
      }
      confirmLabel={t('bulk.confirm')}
      pendingLabel={t('bulk.moving')}
      onConfirm={() => (target ? apply() : Promise.reject(new Error(t('bulk.choose'))))}
    />
  );
}
