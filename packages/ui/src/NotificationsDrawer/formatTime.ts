import { MARKETPLACE_TIME_ZONE } from '../i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday" for the last 7 days; a §9 date ("23 Nov 2026", DD MMM YYYY in the language's
 * conventions) for older ones or dates in the future. Invalid dates give ''.
 */
export function formatNotificationTime(
  value: string | number | Date,
  locale: string,
  now: number | Date = Date.now(),
  justNow = 'now',
): string {
  const time = new Date(value).getTime();
  const reference = new Date(now).getTime();
  if (!Number.isFinite(time)) return '';
  const diff = reference - time;
  if (diff >= 0 && diff < 7 * DAY) {
    if (diff < MINUTE) return justNow;
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
    if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
    return rtf.format(-Math.floor(diff / DAY), 'day');
  }
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: MARKETPLACE_TIME_ZONE,
  }).format(time);
}
