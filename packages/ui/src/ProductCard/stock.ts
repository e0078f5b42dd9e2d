/** Stock at or below this (and above 0) shows "Only N left". The spec gives no figure; 5 is the storefront's choice. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'in' | 'low' | 'out';

/** §2: nothing can be added to the cart at 0 (or with an unknown stock). */
export function stockLevel(stock: number, lowStockThreshold: number = LOW_STOCK_THRESHOLD): StockLevel {
  if (!Number.isFinite(stock) || stock <= 0) return 'out';
  return stock <= lowStockThreshold ? 'low' : 'in';
}
