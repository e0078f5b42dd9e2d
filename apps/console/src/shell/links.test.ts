import { describe, expect, it, vi } from 'vitest';
import { createLinkNavigator, isConsoleHref } from './links';

describe('console links', () => {
  it('keeps console paths in the router and loads storefront ones', () => {
    const route = vi.fn();
    const load = vi.fn();
    const go = createLinkNavigator(route, load);
    go('/shop-upload');
    go('/product/4/edit?tab=2');
    go('/shop/12');
    go('/auth/sign-in?returnUrl=%2Fdashboard');
    expect(route.mock.calls).toEqual([['/shop-upload'], ['/product/4/edit?tab=2']]);
    expect(load.mock.calls).toEqual([['/shop/12'], ['/auth/sign-in?returnUrl=%2Fdashboard']]);
  });

  it('never treats another origin as the console', () => {
    expect(isConsoleHref('//evil.example/dashboard')).toBe(false);
    expect(isConsoleHref('https://abossey.test/dashboard')).toBe(false);
    expect(isConsoleHref('/shop/orders/3')).toBe(true);
  });
});
