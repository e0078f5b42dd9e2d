import { isOrderStatus } from '@abossey/sdk';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { humanizeStatus, orderStatusTone } from './orderStatus';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** An order status (§4), e.g. `pending_payment`. Unknown strings are shown title-cased with a keyword colour. */
  status: string | null | undefined;
}

/**
 * An order status as a badge: the translated §4 label ("Pending Payment") and its colour (`data-tone`), with the
 * raw status as `data-status`. Unknown statuses fall back to the §4 keyword rule; an empty one reads "Unknown".
 */
export function StatusBadge({ status, variant = 'subtle', ...props }: StatusBadgeProps) {
  const { t } = useLaterUiTranslation();
  const raw = (status ?? '').trim();
  const label = !raw
    ? t('statusBadge.unknown')
    : isOrderStatus(raw)
      ? t(`statusBadge.${raw}`)
      : humanizeStatus(raw);
  return (
    <Badge
      {...props}
      variant={variant}
      tone={raw ? orderStatusTone(raw) : 'neutral'}
      data-status={raw || undefined}
    >
      {label}
    </Badge>
  );
}
