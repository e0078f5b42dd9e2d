import { NAV_ITEMS, navItemsFor } from '@abossey/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createLinkNavigator, isConsoleHref } from './links';

describe('isConsoleHref', () => {
  it('sends vendor and admin screens to the console', () => {
    for (const href of [
      '/dashboard',
      '/admin-dashboard',
      '/shop/orders',
      '/shop/orders/7?shopId=2',
      '/orders',
    ])
      expect(isConsoleHref(href), href).toBe(true);
  });

  it('keeps buyer screens in the storefront', () => {
    for (const href of [
      '/shop',
      '/shop/12',
      '/shop/all-products?q=brake',
      '/shop/product/5',
      '/wishlist',
      '/user/orders',
      '/404',
    ])
      expect(isConsoleHref(href), href).toBe(false);
  });

  it('never treats another origin as the console', () => {
    expect(isConsoleHref('https://example.com/dashboard')).toBe(false);
    expect(isConsoleHref('//example.com/dashboard')).toBe(false);
  });
});

describe('createLinkNavigator', () => {
  it('routes storefront links and loads console links as documents', () => {
    const route = vi.fn();
    const load = vi.fn();
    const go = createLinkNavigator(route, load);
    go('/shop/product/3');
    go('/shop/orders');
    expect(route).toHaveBeenCalledWith('/shop/product/3');
    expect(load).toHaveBeenCalledWith('/shop/orders');
    expect(route).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('splits each role menu: only vendor and admin items leave the storefront', () => {
    const consoleIds = (audience: Parameters<typeof navItemsFor>[0]) =>
      navItemsFor(audience, NAV_ITEMS)
        .filter((item) => isConsoleHref(item.path))
        .map((item) => item.id);
    expect(consoleIds('guest')).toEqual([]);
    expect(consoleIds('customer')).toEqual([]);
    expect(consoleIds('vendor')).toEqual(['shopOrders', 'dashboard']);
    expect(consoleIds('admin')).toEqual(['orders', 'adminDashboard', 'deliveries']);
  });
});
