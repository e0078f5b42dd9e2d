import { describe, expect, it } from 'vitest';
import { isConsoleHref } from './links';
import { notificationHref } from './notificationLinks';

describe('notificationHref', () => {
  it('opens the reviewed product', () => {
    expect(notificationHref({ productId: 12, reviewId: 3 }, 'vendor')).toBe('/shop/product/12');
  });

  it("opens a shop's new order in the console, and your own order in My Orders (Orders for admins)", () => {
    const shopOrder = notificationHref({ orderId: 7, businessId: 2 }, 'vendor');
    expect(shopOrder).toBe('/shop/orders/7?shopId=2');
    expect(isConsoleHref(shopOrder ?? '')).toBe(true);
    expect(notificationHref({ orderId: 7, status: 'delivered' }, 'customer')).toBe('/user/orders/7');
    expect(notificationHref({ orderId: 7 }, 'admin')).toBe('/orders/7');
  });

  it('opens the shop of a shop event', () => {
    expect(notificationHref({ businessId: 4, status: 'active' }, 'vendor')).toBe('/shop/4');
  });

  it('opens nothing without a usable id', () => {
    expect(notificationHref(null, 'customer')).toBeUndefined();
    expect(notificationHref({ orderId: '7' }, 'customer')).toBeUndefined();
    expect(notificationHref({ productId: -1 }, 'customer')).toBeUndefined();
  });
});
