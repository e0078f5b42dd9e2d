/**
 * Service charge rules (§1, §9), in integer pesewas so both sides get the same numbers to the pesewa.
 *
 * - Checkout (what the buyer pays): total = subtotal − discount + 10% of (subtotal − discount).
 * - Order views (display only, §9): 10% of a vendor's subtotal, or 8% when that subtotal is above GH₵ 10,000.
 *   The order's `totalAmount` from the server stays the amount charged.
 *
 * Percentages round half up to the nearest pesewa.
 */
export const CHECKOUT_SERVICE_CHARGE_PERCENT = 10;
export const VIEW_SERVICE_CHARGE_PERCENT = 10;
export const VIEW_REDUCED_SERVICE_CHARGE_PERCENT = 8;
/** GH₵ 10,000 in pesewas: above it the order view shows the reduced rate. */
export const VIEW_REDUCED_RATE_ABOVE_PESEWAS = 1_000_000;

/** `percent`% of an amount in pesewas, rounded half up to a whole pesewa. */
export function percentOf(pesewas: number, percent: number): number {
  return Math.round((pesewas * percent) / 100);
}

export interface CheckoutTotals {
  subtotalPesewas: number;
  discountPesewas: number;
  serviceChargePesewas: number;
  totalPesewas: number;
}

/** The checkout total (§1): subtotal − discount + 10% of (subtotal − discount). Discount is capped at the subtotal. */
export function checkoutTotals(subtotalPesewas: number, discountPesewas = 0): CheckoutTotals {
  if (!Number.isSafeInteger(subtotalPesewas) || subtotalPesewas < 0)
    throw new RangeError('subtotal must be a non-negative whole number of pesewas');
  if (!Number.isSafeInteger(discountPesewas) || discountPesewas < 0)
    throw new RangeError('discount must be a non-negative whole number of pesewas');
  const discount = Math.min(discountPesewas, subtotalPesewas);
  const base = subtotalPesewas - discount;
  const serviceChargePesewas = percentOf(base, CHECKOUT_SERVICE_CHARGE_PERCENT);
  return {
    subtotalPesewas,
    discountPesewas: discount,
    serviceChargePesewas,
    totalPesewas: base + serviceChargePesewas,
  };
}

/** The service charge an order view shows for one vendor subtotal (§9): 10%, or 8% above GH₵ 10,000. */
export function orderViewServiceCharge(vendorSubtotalPesewas: number): number {
  const percent =
    vendorSubtotalPesewas > VIEW_REDUCED_RATE_ABOVE_PESEWAS
      ? VIEW_REDUCED_SERVICE_CHARGE_PERCENT
      : VIEW_SERVICE_CHARGE_PERCENT;
  return percentOf(vendorSubtotalPesewas, percent);
}
