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
  return new Intl.NumberFormat(getLanguage(language).numberLocale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
    ...options,
  }).format(value);
}
