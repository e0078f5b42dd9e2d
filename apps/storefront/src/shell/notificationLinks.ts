import type { NavAudience } from '@abossey/sdk';

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * Where opening a notification leads, from what the server put in its `data`: a review to the product, a new order
 * of your shop to Shop Orders (console), your own order to My Orders (Orders for an admin), a shop event to the
 * shop. `undefined` when it names nothing to open.
 */
export function notificationHref(
  data: Record<string, unknown> | null | undefined,
  audience: NavAudience,
): string | undefined {
  const productId = idOf(data?.productId);
  const orderId = idOf(data?.orderId);
  const businessId = idOf(data?.businessId);
  if (productId) return `/shop/product/${productId}`;
  if (orderId && businessId) return `/shop/orders/${orderId}?shopId=${businessId}`;
  if (orderId) return audience === 'admin' ? `/orders/${orderId}` : `/user/orders/${orderId}`;
  if (businessId) return `/shop/${businessId}`;
  return undefined;
}
