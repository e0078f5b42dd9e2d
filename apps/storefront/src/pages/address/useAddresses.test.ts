import type { Address } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { preferredAddress } from './useAddresses';

const address = (id: number, isDefault = false): Address => ({
  id,
  userId: 1,
  fullName: `Person ${id}`,
  phone: '+233 24 000 0000',
  address: 'Abossey Okai',
  isDefault,
  city: 'Accra',
  state: '',
  zipCode: null,
  country: 'Ghana',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('preferredAddress', () => {
  const list = [address(1), address(2, true), address(3)];

  it('keeps the chosen address while it exists', () => {
    expect(preferredAddress(list, 3)?.id).toBe(3);
  });

  it('falls back to the default, then the newest', () => {
    expect(preferredAddress(list, 99)?.id).toBe(2);
    expect(preferredAddress(list, null)?.id).toBe(2);
    expect(preferredAddress([address(1), address(5)], null)?.id).toBe(5);
    expect(preferredAddress([], null)).toBeUndefined();
  });
});
