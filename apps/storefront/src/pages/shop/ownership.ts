import type { Business, UserProfile } from '@abossey/sdk';

/** The parts of the signed-in profile that decide shop management. */
export type ShopViewer = Pick<UserProfile, 'id' | 'userType' | 'isAdmin'>;

/**
 * §6: the shop's owner (a vendor whose member entry has role `owner`) or an admin may upload products, edit and
 * delete the shop. Staff members and everyone else may not. The API enforces the same rule; this only decides
 * which buttons to show.
 */
export function canManageShop(viewer: ShopViewer | null | undefined, shop: Pick<Business, 'users'>): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin || viewer.userType === 'admin') return true;
  if (viewer.userType !== 'vendor') return false;
  return shop.users.some((member) => member.userId === viewer.id && member.userRole === 'owner');
}
