import { getLanguage } from './languages';

/**
 * §9 number format: 0 to 2 fraction digits, grouped, in the language's conventions (Latin digits everywhere,
 * matching GH₵ amounts). Money never goes through here: it uses `formatMoney` from @abossey/sdk.
 */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(getLanguage(language).numberLocale, options).format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, made on first use: making one costs far more than formatting, and a
 * catalogue formats a count for every facet value and card (issue 23, total blocking time).
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
      ...options,
    });
    numberFormats.set(key, format);
  }
  return format;
}

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * §9 file sizes: 1024-based units, at most 2 decimals, unit names in the language's conventions (Intl's short
 * units: "1.5 MB", "1,5 Mo"), digits as every other number.
 */
export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, language, { style: 'unit', unit: FILE_SIZE_UNITS[unit], unitDisplay: 'short' });
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Dates and times are the marketplace's, Accra's (UTC+0, no daylight saving), not the device's: a server render and a
 * phone set to another zone then print the same day near midnight, and a buyer abroad reads the shop's own times.
 */
export const MARKETPLACE_TIME_ZONE = 'Africa/Accra';

function dateParts(date: Date, language: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat(getLanguage(language).locale, {
    numberingSystem: 'latn',
    timeZone: MARKETPLACE_TIME_ZONE,
    ...options,
  })
    .formatToParts(date)
    .filter((part) => part.type !== 'literal');
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Partial<
    Record<Intl.DateTimeFormatPartTypes, string>
  >;
}

/** §9 date format `DD MMM YYYY` ("05 Mar 2025"), month names in the language; '—' for an invalid date. */
export function formatDate(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const { day, month, year } = dateParts(date, language, { day: '2-digit', month: 'short', year: 'numeric' });
  return `${day} ${month} ${year}`;
}

/** §9 time format `h:mm a` ("3:05 pm"), the day period in the language; '—' for an invalid date. */
export function formatTime(value: Date | string | number, language: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const { hour, minute, dayPeriod } = dateParts(date, language, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${hour}:${minute} ${dayPeriod ?? ''}`.trim();
}

/** `DD MMM YYYY h:mm a`, as order timelines and notifications show it. */
export function formatDateTime(value: Date | string | number, language: string): string {
  const date = toDate(value);
  return date ? `${formatDate(date, language)} ${formatTime(date, language)}` : '—';
}

/**
 * A short day range in the language ("2–4 Dec", "2 Dec – 3 Jan", one day "2 Dec"), from `YYYY-MM-DD` days (issue 25:
 * expected delivery dates) read as the marketplace's days; '—' for an invalid day.
 */
export function formatDayRange(from: string, to: string, language: string): string {
  const start = toDate(`${from}T12:00:00Z`);
  const end = toDate(`${to}T12:00:00Z`);
  if (!start || !end) return '—';
  // English reads the day first, as Ghana writes it and as §9's `DD MMM YYYY` does ("2–4 Dec", not "Dec 2 – 4").
  const { locale } = getLanguage(language);
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GH' : locale, {
    numberingSystem: 'latn',
    timeZone: MARKETPLACE_TIME_ZONE,
    day: 'numeric',
    month: 'short',
  });
  return from === to ? format.format(start) : format.formatRange(start, end);
}
