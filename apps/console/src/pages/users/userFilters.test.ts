import { describe, expect, it } from 'vitest';
import { editUserPayload, typeAfterSwitch } from './editUserForm';
import {
  changeUserFilters,
  readUserFilters,
  shopNamesOf,
  userLabel,
  userListQuery,
  writeUserFilters,
} from './userFilters';

const read = (query: string) => readUserFilters(new URLSearchParams(query));

describe('user filters ↔ URL', () => {
  it('reads the defaults from a bare URL: all users, page 1, 10 rows', () => {
    expect(read('')).toEqual({ tab: 'all', q: '', page: 1, limit: 10 });
    expect(writeUserFilters(read('')).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = { tab: 'vendor' as const, q: 'kofi mensah', page: 3, limit: 25 };
    expect(read(writeUserFilters(filters).toString())).toEqual(filters);
  });

  it('falls back on values the page does not offer', () => {
    expect(read('type=superuser&page=-2&limit=7')).toEqual({ tab: 'all', q: '', page: 1, limit: 10 });
    expect(read('page=abc&limit=50').limit).toBe(50);
  });

  it('starts on page 1 when anything but the page changes', () => {
    const on3 = read('type=admin&page=3');
    expect(changeUserFilters(on3, { q: 'ama' }).page).toBe(1);
    expect(changeUserFilters(on3, { limit: 50 }).page).toBe(1);
    expect(changeUserFilters(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it('asks GET /users for the tab as userType, and nothing for All', () => {
    expect(userListQuery(read('type=customer&q=ama&page=2'))).toEqual({
      page: 2,
      limit: 10,
      q: 'ama',
      userType: 'customer',
    });
    expect(userListQuery(read(''))).toEqual({ page: 1, limit: 10 });
  });

  it('lists the shop names of a user', () => {
    expect(
      shopNamesOf({
        business: [
          { id: 1, businessName: 'Kantamanto Parts', userRole: 'owner' },
          { id: 2, businessName: 'Suame Spares', userRole: 'staff' },
        ],
      }),
    ).toBe('Kantamanto Parts, Suame Spares');
  });
});

describe('edit-user form (§5)', () => {
  const values = {
    firstName: ' Ama ',
    lastName: 'Owusu',
    phoneNumber: '0241234567',
    userType: 'vendor' as const,
  };

  it('the admin switch forces userType admin on save', () => {
    expect(editUserPayload({ ...values, isAdmin: true })).toMatchObject({ isAdmin: true, userType: 'admin' });
    expect(editUserPayload({ ...values, isAdmin: false })).toMatchObject({
      isAdmin: false,
      userType: 'vendor',
      firstName: 'Ama',
    });
  });

  it('switching admin off leaves the admin type for customer; other types stay', () => {
    expect(typeAfterSwitch(false, 'admin')).toBe('customer');
    expect(typeAfterSwitch(false, 'vendor')).toBe('vendor');
    expect(typeAfterSwitch(true, 'customer')).toBe('admin');
  });

  it('names the user a dialog is about: name and email (issue 24: delete dialogs named no one)', () => {
    const user = {
      fullName: 'Ama Mensah',
      firstName: 'Ama',
      lastName: 'Mensah',
      username: 'ama',
      email: 'ama@abossey.gh',
    };
    expect(userLabel(user)).toBe('Ama Mensah (ama@abossey.gh)');
    expect(userLabel({ ...user, fullName: ' ' })).toBe('Ama Mensah (ama@abossey.gh)');
    expect(userLabel({ ...user, fullName: '', firstName: '', lastName: '' })).toBe('ama (ama@abossey.gh)');
  });
});
