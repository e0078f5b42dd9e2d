import { describe, expect, it } from 'vitest';
import {
  activeNavItem,
  CONSOLE_MENU,
  NAV_ITEMS,
  navAudienceOf,
  navItemsFor,
  STATIC_PAGES,
} from './navigation.js';
import { appForPath, consoleRoutes, storefrontRoutes } from './routes.js';

const ids = (audience: Parameters<typeof navItemsFor>[0]) => navItemsFor(audience).map((item) => item.id);

describe('navigation (§2)', () => {
  it('shows each audience exactly the §2 items', () => {
    expect(ids('guest')).toEqual(['products', 'shops']);
    expect(ids('admin')).toEqual(['products', 'shops', 'orders', 'adminDashboard', 'deliveries']);
    expect(ids('vendor')).toEqual(['products', 'shops', 'myOrders', 'shopOrders', 'dashboard']);
    expect(ids('customer')).toEqual(['products', 'shops', 'myOrders', 'wishlist']);
  });

  it('gives the console menu every admin and vendor screen without an id, and nothing more to others', () => {
    const consoleIds = (audience: Parameters<typeof navItemsFor>[0]) =>
      navItemsFor(audience, CONSOLE_MENU).map((item) => item.id);
    expect(consoleIds('admin')).toEqual([
      ...ids('admin'),
      'userManagement',
      'shopManagement',
      'productManagement',
      'searchSynonyms',
      'newShop',
      'newProduct',
    ]);
    expect(consoleIds('vendor')).toEqual([...ids('vendor'), 'productManagement', 'newShop', 'newProduct']);
    expect(consoleIds('customer')).toEqual(ids('customer'));
    expect(consoleIds('guest')).toEqual(ids('guest'));
    // Every console path without a parameter is in the menu of some role (the CSV import is a step of the products
    // index, which links to it and stays the active item).
    const paths = CONSOLE_MENU.map((item) => item.path as string);
    const steps = ['/product/new', '/products/import'];
    for (const route of consoleRoutes.filter((r) => !r.includes(':') && !steps.includes(r))) {
      expect(paths).toContain(route);
    }
  });

  it.each([
    ['/user-management', 'userManagement'],
    ['/shop-management', 'shopManagement'],
    ['/products', 'productManagement'],
    ['/products/import', 'productManagement'],
    ['/shop-edit/4', 'newShop'],
    ['/product-upload/9', 'newProduct'],
    ['/product/5/edit', 'newProduct'],
    ['/shop/product/5', 'products'],
  ])('in the console menu %s is under %s', (path, id) => {
    expect(activeNavItem(CONSOLE_MENU, path)?.id).toBe(id);
  });

  it('maps stored user types to audiences (§6: others are customers)', () => {
    expect(navAudienceOf(null)).toBe('guest');
    expect(navAudienceOf(undefined)).toBe('guest');
    expect(navAudienceOf('')).toBe('guest');
    expect(navAudienceOf('admin')).toBe('admin');
    expect(navAudienceOf('vendor')).toBe('vendor');
    expect(navAudienceOf('customer')).toBe('customer');
    expect(navAudienceOf('buyer')).toBe('customer');
  });

  it('points every item at a route of the manifest, console items at the console', () => {
    const known: readonly string[] = [...consoleRoutes, ...storefrontRoutes];
    for (const item of [...NAV_ITEMS, ...STATIC_PAGES]) expect(known).toContain(item.path);
    expect(appForPath('/admin-dashboard')).toBe('console');
    expect(appForPath(NAV_ITEMS.find((item) => item.id === 'wishlist')?.path ?? '')).toBe('storefront');
  });

  it.each([
    ['/shop', 'shops'],
    ['/shop/12', 'shops'],
    ['/shop/all-products', 'products'],
    ['/shop/all-products?page=2', 'products'],
    ['/shop/product/5', 'products'],
    ['/shop/orders/7/', 'shopOrders'],
    ['/orders/3', 'orders'],
    ['/user/orders', 'myOrders'],
    ['/wishlist#top', 'wishlist'],
  ])('%s is under %s', (path, id) => {
    expect(activeNavItem(NAV_ITEMS, path)?.id).toBe(id);
  });

  it('matches whole segments only, and nothing for unknown paths', () => {
    expect(activeNavItem(NAV_ITEMS, '/shopping')).toBeUndefined();
    expect(activeNavItem(NAV_ITEMS, '/ordersx')).toBeUndefined();
    expect(activeNavItem(NAV_ITEMS, '/')).toBeUndefined();
    expect(activeNavItem(navItemsFor('guest'), '/orders')).toBeUndefined();
  });
});
