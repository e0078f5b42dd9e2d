import type { OrderCreateResponse } from '@abossey/sdk';

/** What the completion step shows of a placed order; kept for the tab so a reload of step 2 still shows it. */
export interface CompletedOrder {
  id: number;
  orderCode: string;
  totalAmount: number;
  itemCount: number;
  shops: string[];
}

const KEY = 'checkout-completed';

export function completedOrderOf({ order, vendorOrders }: OrderCreateResponse['data']): CompletedOrder {
  return {
    id: order.id,
    orderCode: order.orderCode,
    totalAmount: order.totalAmount,
    itemCount: order.itemCount,
    shops: vendorOrders.map((vendorOrder) => vendorOrder.vendorName),
  };
}

export function saveCompletedOrder(order: CompletedOrder | null): void {
  try {
    if (order) sessionStorage.setItem(KEY, JSON.stringify(order));
    else sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn('Could not keep the placed order in session storage', error);
  }
}

export function readCompletedOrder(): CompletedOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as CompletedOrder) : null;
    return value && typeof value.id === 'number' && typeof value.orderCode === 'string' ? value : null;
  } catch {
    return null;
  }
}
