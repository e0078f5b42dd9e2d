import type { Business } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { canManageShop } from './ownership';

const shop: Pick<Business, 'users'> = {
  users: [
    { userId: 7, userRole: 'owner', name: 'Ama Owusu' },
    { userId: 8, userRole: 'staff', name: 'Kwame Boateng' },
  ],
};

describe('canManageShop', () => {
  it('lets the owning vendor manage the shop', () => {
    expect(canManageShop({ id: 7, userType: 'vendor', isAdmin: false }, shop)).toBe(true);
  });

  it('lets any admin manage it, by type or by flag', () => {
    expect(canManageShop({ id: 1, userType: 'admin', isAdmin: true }, shop)).toBe(true);
    expect(canManageShop({ id: 2, userType: 'vendor', isAdmin: true }, shop)).toBe(true);
  });

  it('refuses staff, other vendors, customers and visitors', () => {
    expect(canManageShop({ id: 8, userType: 'vendor', isAdmin: false }, shop)).toBe(false);
    expect(canManageShop({ id: 9, userType: 'vendor', isAdmin: false }, shop)).toBe(false);
    expect(canManageShop({ id: 7, userType: 'customer', isAdmin: false }, shop)).toBe(false);
    expect(canManageShop(null, shop)).toBe(false);
    expect(canManageShop(undefined, shop)).toBe(false);
  });

  it('refuses everyone but admins on a shop without members', () => {
    expect(canManageShop({ id: 7, userType: 'vendor', isAdmin: false }, { users: [] })).toBe(false);
    expect(canManageShop({ id: 1, userType: 'admin', isAdmin: true }, { users: [] })).toBe(true);
  });
});
