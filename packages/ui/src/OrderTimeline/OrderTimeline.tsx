import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatDateTime } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { orderStatusTone } from '../StatusBadge/orderStatus';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Empty, Entry, Marker, Meta, Note, StyledTimeline } from './OrderTimeline.styles';

/** One status change (the SDK's `OrderHistoryEntry` fits as is). */
export interface OrderTimelineEntry {
  status: string;
  /** When the status was set (ISO string, Date or epoch ms). */
  createdAt: string | Date | number;
  note?: string | null;
  /** Who made the change, when known. */
  changedBy?: { name: string } | null;
}

export interface OrderTimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The order's status history, in any order: it is shown newest first. */
  entries: readonly OrderTimelineEntry[];
  /** Text when there is no history. Default "No status history yet." */
  emptyText?: ReactNode;
}

const timeOf = (value: OrderTimelineEntry['createdAt']): number => {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * An order's status history (§2 order detail, §4 timeline): newest first as an ordered list, each step with its
 * `StatusBadge`, date and time (`DD MMM YYYY h:mm a`), optional note and author. The newest step is the current one
 * (`aria-current="step"`, highlighted).
 */
export function OrderTimeline({ entries, emptyText, 'aria-label': ariaLabel, ...props }: OrderTimelineProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const label = ariaLabel ?? t('orderTimeline.label');

  if (entries.length === 0) {
    return <Empty data-part="order-timeline-empty">{emptyText ?? t('orderTimeline.empty')}</Empty>;
  }

  // Newest first; entries with an unreadable date go last, keeping their given order.
  const sorted = entries
    .map((entry, index) => ({ entry, index, time: timeOf(entry.createdAt) }))
    .sort((a, b) => b.time - a.time || a.index - b.index);

  return (
    <StyledTimeline aria-label={label} {...props} data-part="order-timeline">
      {sorted.map(({ entry, index, time }, position) => {
        const isCurrent = position === 0;
        const iso = Number.isFinite(time) ? new Date(time).toISOString() : undefined;
        return (
          <Entry
            key={index}
            aria-current={isCurrent ? 'step' : undefined}
            data-current={isCurrent || undefined}
            data-part="entry"
          >
            <Marker aria-hidden="true" data-tone={orderStatusTone(entry.status)} />
            <Meta>
              <StatusBadge status={entry.status} size={isCurrent ? 'medium' : 'small'} />
              <time dateTime={iso}>{formatDateTime(entry.createdAt, language)}</time>
              {isCurrent ? <span data-part="current">{t('orderTimeline.current')}</span> : null}
            </Meta>
            {entry.note ? <Note data-part="note">{entry.note}</Note> : null}
            {entry.changedBy?.name ? (
              <Note data-part="changed-by" data-muted="">
                {t('orderTimeline.changedBy', { name: entry.changedBy.name })}
              </Note>
            ) : null}
          </Entry>
        );
      })}
    </StyledTimeline>
  );
}
