import { describe, expect, it } from 'vitest';
import { safeReturnUrl, signInPath } from './RequireAuth';

describe('safeReturnUrl', () => {
  it('follows same-origin paths with their query', () => {
    expect(safeReturnUrl('/user/orders?page=2')).toBe('/user/orders?page=2');
  });

  it('refuses other origins and nonsense, going home instead', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect(safeReturnUrl(bad)).toBe('/');
  });
});

describe('signInPath', () => {
  it('carries the current path as returnUrl', () => {
    expect(signInPath('/wishlist?x=1')).toBe('/auth/sign-in?returnUrl=%2Fwishlist%3Fx%3D1');
  });
});
