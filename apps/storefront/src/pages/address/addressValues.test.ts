import { type Address, addressFields } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { addressFormValues, REGION_OPTIONS } from './addressValues';

const saved = (fields: Partial<Address>): Address => ({
  id: 1,
  userId: 1,
  fullName: 'Ama Mensah',
  phone: '024 412 3456',
  address: '12 Ring Road',
  isDefault: false,
  city: 'Accra',
  state: 'Greater Accra',
  zipCode: null,
  country: 'Ghana',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('address form values (issue 21)', () => {
  it('offers the 16 regions to choose from', () => {
    expect(REGION_OPTIONS).toHaveLength(16);
    expect(REGION_OPTIONS.map((o) => o.id)).toContain('Greater Accra');
  });

  it('shows an old free-text region as its entry, and leaves an unknown one unchosen', () => {
    expect(addressFormValues(saved({ state: 'greater accra region' }), false).state).toBe('Greater Accra');
    expect(addressFormValues(saved({ state: 'Narnia' }), false).state).toBe('');
    expect(addressFormValues(undefined, true)).toMatchObject({
      state: '',
      country: 'Ghana',
      isDefault: true,
    });
  });

  it('a saved address passes the form’s rules; a new one needs phone, city and region', () => {
    expect(addressFields.safeParse(addressFormValues(saved({ zipCode: 'GA-123-4567' }), false)).success).toBe(
      true,
    );
    const fresh = addressFields.safeParse(addressFormValues(undefined, false));
    expect(fresh.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'fullName: Full name is required!',
      'phone: Phone number is required!',
      'address: Address is required!',
      'city: City is required!',
      'state: Region is required!',
    ]);
  });

  it('refuses the values the issue found, each with a message of ours', () => {
    const result = addressFields.safeParse({
      ...addressFormValues(saved({}), false),
      phone: 'call me 😀',
      address: '.',
      city: 'C'.repeat(150),
      zipCode: 'near the church',
      country: 'Narnia',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Invalid phone number!',
      'Please enter a street, house number or landmark',
      'City is too long',
      'GPS address must look like GA-123-4567',
      'We deliver in Ghana only',
    ]);
  });
});
