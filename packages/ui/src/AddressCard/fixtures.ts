import type { Address } from '@abossey/sdk';

export const homeAddress: Address = {
  id: 7,
  userId: 12,
  fullName: 'Ama Owusu',
  phone: '+233 24 123 4567',
  address: 'House No. 14, Abossey Okai Road',
  isDefault: true,
  city: 'Accra',
  state: 'Greater Accra',
  zipCode: 'GA-183-8164',
  country: 'Ghana',
  createdAt: '2025-02-01T10:00:00.000Z',
  updatedAt: '2025-02-01T10:00:00.000Z',
};

export const workAddress: Address = {
  ...homeAddress,
  id: 8,
  fullName: 'Kofi Boateng',
  phone: '+233 20 555 0199',
  address: 'Suame Magazine, Block C, Shop 22',
  isDefault: false,
  city: 'Kumasi',
  state: 'Ashanti',
  zipCode: null,
};
