import { describe, expect, it } from 'vitest';
import { canEditProduct, canEditShop } from './editAccess';

const mine = [
  { id: 1, role: 'owner' as const },
  { id: 2, role: 'staff' as const },
];

describe('edit forms of other vendors refuse when they load (issue 24)', () => {
  it('opens a shop form for its owner and admins only, as the server allows', () => {
    expect(canEditShop('vendor', 1, mine)).toBe(true);
    expect(canEditShop('vendor', 2, mine)).toBe(false);
    expect(canEditShop('vendor', 3, mine)).toBe(false);
    expect(canEditShop('admin', 3, [])).toBe(true);
    expect(canEditShop('customer', 1, mine)).toBe(false);
  });

  it('opens a product form for members of its shop and admins only', () => {
    expect(canEditProduct('vendor', 1, mine)).toBe(true);
    expect(canEditProduct('vendor', 2, mine)).toBe(true);
    expect(canEditProduct('vendor', 3, mine)).toBe(false);
    expect(canEditProduct('vendor', null, mine)).toBe(false);
    expect(canEditProduct('admin', 3, [])).toBe(true);
  });
});
