import type { AccountLink, AccountUser } from './AccountPanel';

export const customerUser: AccountUser = {
  email: 'kwame.mensah@example.com',
  userType: 'customer',
  firstName: 'Kwame',
  lastName: 'Mensah',
  fullName: 'Kwame Mensah',
  avatarUrl: null,
  isAdmin: false,
};

export const customerLinks: AccountLink[] = [
  { id: 'orders', label: 'My Orders', href: '/user/orders' },
  { id: 'wishlist', label: 'Wishlist', href: '/wishlist' },
];
