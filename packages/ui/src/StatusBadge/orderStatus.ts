/**
 * §4 order status → design-system tone. The statuses, the per-status palette and the keyword fallback live in
 * `@abossey/sdk` (`ORDER_STATUSES`, `orderStatusColor`, `statusColorByKeyword`), shared with the server and the
 * apps; ui only translates the SDK's colour keyword into its tone names (`error` → `danger`).
 */
import { ORDER_STATUSES, orderStatusColor, type StatusColor, statusColorByKeyword } from '@abossey/sdk';

/** Every §4 status (the SDK's list). */
export const orderStatuses = ORDER_STATUSES;

/** The design system's status tones (Badge tones without `accent`). */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const toTone = (color: StatusColor): StatusTone => (color === 'error' ? 'danger' : color);

/** §4 keyword fallback: deliver/complet → success, pick/process → info, cancel/reject → danger, pending/wait → warning. */
export function statusToneByKeyword(status: string): StatusTone {
  return toTone(statusColorByKeyword(status));
}

/** The tone of any status string: the SDK's per-status palette first, then the keyword rule. */
export function orderStatusTone(status: string): StatusTone {
  return toTone(orderStatusColor(status));
}

/** "awaiting_pickup" → "Awaiting Pickup": the display text of a status the ui has no translation for. */
export function humanizeStatus(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (w[0]?.toUpperCase() ?? '') + w.slice(1).toLowerCase())
    .join(' ');
}
