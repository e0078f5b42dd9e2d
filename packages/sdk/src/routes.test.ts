import { describe, expect, it } from 'vitest';
import { appForPath, storefrontRouteFor } from './routes.js';

describe('appForPath', () => {
  it.each([
    ['/dashboard', 'console'],
    ['/orders/12', 'console'],
    ['/shop/orders', 'console'],
    ['/shop/orders/7/', 'console'],
    ['/product/3/edit', 'console'],
    ['/shop/12', 'storefront'],
    ['/shop/product/5', 'storefront'],
    ['/shop/all-products', 'storefront'],
    ['/', 'storefront'],
    ['/nowhere', 'storefront'],
  ])('%s belongs to the %s', (path, app) => {
    expect(appForPath(path)).toBe(app);
  });
});

describe('storefrontRouteFor', () => {
  it.each([
    ['/', '/'],
    ['/shop/all-products', '/shop/all-products'],
    ['/shop/all-products/', '/shop/all-products'],
    ['/shop/12', '/shop/:shopId'],
    ['/shop/product/5', '/shop/product/:id'],
    ['/shop/product/checkout', '/shop/product/checkout'],
    ['/address', '/address'],
    ['/about-us', '/about-us'],
  ])('%s is the route %s', (path, route) => {
    expect(storefrontRouteFor(path)).toBe(route);
  });

  // `/shop/product` is the pattern `/shop/:shopId` (the server then finds no shop `product`: 404).
  it.each(['/nowhere', '/shop/12/extra', '/dashboard', '/shop/orders', '/about-us/x'])(
    '%s is no storefront route',
    (path) => {
      expect(storefrontRouteFor(path)).toBeNull();
    },
  );
});
