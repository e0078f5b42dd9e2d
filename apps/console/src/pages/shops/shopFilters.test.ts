import type { Business } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import en from '../../locales/admin/en.json';
import {
  matchesShop,
  ownerCandidates,
  readShopFilters,
  statusChangeOf,
  writeShopFilters,
} from './shopFilters';

describe('shop filters ↔ URL', () => {
  it('defaults to every status, no search, 10 rows', () => {
    expect(readShopFilters(new URLSearchParams(''))).toEqual({ status: 'all', q: '', limit: 10 });
  });
  it('round-trips and ignores unknown statuses', () => {
    const filters = { status: 'pending' as const, q: 'suame', limit: 50 };
    expect(readShopFilters(writeShopFilters(filters))).toEqual(filters);
    expect(readShopFilters(new URLSearchParams('status=closed')).status).toBe('all');
  });
});

const shop = (fields: Partial<Business>) =>
  ({
    id: 1,
    name: 'Kantamanto Parts',
    businessName: 'Kantamanto Parts',
    address: 'Abossey Okai, Accra',
    phone: '0241234567',
    email: null,
    owner: { id: 9, name: 'Kwame Boateng' },
    ...fields,
  }) as Business;

describe("'Search shops, owners...'", () => {
  it('needs every word somewhere in the name, address, phone or owner, any case', () => {
    expect(matchesShop(shop({}), '')).toBe(true);
    expect(matchesShop(shop({}), 'kwame accra')).toBe(true);
    expect(matchesShop(shop({}), 'KANTAMANTO')).toBe(true);
    expect(matchesShop(shop({}), 'kwame kumasi')).toBe(false);
    expect(matchesShop(shop({ owner: null }), 'kwame')).toBe(false);
  });
});

describe('owner candidates (§5 transfer form)', () => {
  const users = [
    { id: 9, userType: 'vendor' as const, isAdmin: false },
    { id: 10, userType: 'vendor' as const, isAdmin: false },
    { id: 11, userType: 'customer' as const, isAdmin: false },
    { id: 12, userType: 'admin' as const, isAdmin: true },
    { id: 13, userType: 'customer' as const, isAdmin: true },
    { id: 10, userType: 'vendor' as const, isAdmin: false },
  ];
  it('leaves out the current owner and customers, keeps admins, lists each user once', () => {
    expect(ownerCandidates(users, 9).map((u) => u.id)).toEqual([10, 12, 13]);
  });
  it('keeps every vendor when the shop has no owner', () => {
    expect(ownerCandidates(users, null).map((u) => u.id)).toEqual([9, 10, 12, 13]);
  });
});

describe('shop status changes (issue 24: applied without a confirmation)', () => {
  const shop = { id: 3, name: 'Suame Auto', status: 'active' } as Business;
  it('asks only for a real change, and says what each status does', () => {
    expect(statusChangeOf(shop, 'active')).toBeNull();
    expect(statusChangeOf({ ...shop, status: undefined } as unknown as Business, 'active')).toBeNull();
    expect(statusChangeOf(shop, 'closed')).toBeNull();
    expect(statusChangeOf(shop, 'inactive')).toEqual({ shop, status: 'inactive' });
    for (const status of ['active', 'inactive', 'pending'] as const)
      expect(en.shops.statusEffect[status]).toContain('{{shop}}');
  });
});
