/**
 * Money. The database stores integer pesewas (1 GH₵ = 100 pesewas); the wire carries GH₵ numbers with two
 * decimals; people see `GH₵ 1,234.50` (§1). This module is the one place those conversions live.
 */
export const CURRENCY_SYMBOL = 'GH₵';

export const toPesewas = (cedis: number): number => Math.round(cedis * 100);
export const toCedis = (pesewas: number): number => pesewas / 100;

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one GH₵ formatter: prefix GH₵, two decimals, thousands separators. `formatMoney(1234.5)` → `GH₵ 1,234.50`. */
export function formatMoney(cedis: number): string {
  if (!Number.isFinite(cedis)) return `${CURRENCY_SYMBOL} —`;
  const sign = cedis < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL} ${moneyFormat.format(Math.abs(cedis))}`;
}
