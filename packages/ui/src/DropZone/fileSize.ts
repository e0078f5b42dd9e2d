import { formatNumber } from '../i18n/format';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * §9 file size: 1024-based units, at most 2 decimals, unit names in the language's conventions (Intl's short
 * units: "1.5 MB", "1,5 Mo", "1.5 MB"...). Goes through `formatNumber` so digits match every other number.
 * (Meant to live beside `formatNumber` in i18n/format.ts; kept here until the coordinator moves it.)
 */
export function formatFileSize(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, language, { style: 'unit', unit: units[unit], unitDisplay: 'short' });
}
