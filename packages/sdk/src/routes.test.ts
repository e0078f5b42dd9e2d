import { describe, expect, it } from 'vitest';
import { appForPath } from './routes.js';

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
