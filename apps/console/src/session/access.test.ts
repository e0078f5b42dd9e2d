import { describe, expect, it } from 'vitest';
import { accessFor } from './access';

describe('accessFor (§6)', () => {
  it('sends signed-out visitors to sign-in on every console path', () => {
    for (const path of ['/dashboard', '/shop-upload', '/product/3/edit', '/orders'])
      expect(accessFor(path, null)).toBe('sign-in');
  });

  it('lets vendors and admins create shops and products, not customers', () => {
    for (const path of [
      '/shop-upload',
      '/shop-edit/4',
      '/product-upload',
      '/product-upload/2',
      '/product/new',
      '/product/9/edit',
    ]) {
      expect(accessFor(path, 'vendor'), path).toBe('allow');
      expect(accessFor(path, 'admin'), path).toBe('allow');
      expect(accessFor(path, 'customer'), path).toBe('forbidden');
      expect(accessFor(path, 'buyer'), path).toBe('forbidden');
    }
  });

  it('keeps the vendor dashboard and shop orders for vendors', () => {
    expect(accessFor('/dashboard', 'vendor')).toBe('allow');
    expect(accessFor('/shop/orders/12', 'vendor')).toBe('allow');
    expect(accessFor('/dashboard', 'admin')).toBe('forbidden');
    expect(accessFor('/shop/orders', 'customer')).toBe('forbidden');
  });

  it('keeps the admin screens for admins', () => {
    for (const path of [
      '/admin-dashboard',
      '/orders/5',
      '/deliveries',
      '/user-management',
      '/shop-management/',
    ]) {
      expect(accessFor(path, 'admin'), path).toBe('allow');
      expect(accessFor(path, 'vendor'), path).toBe('forbidden');
    }
  });
});
