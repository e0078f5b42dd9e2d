import type { BusinessMemberRole } from '@abossey/sdk';

/** A shop of the signed-in user as the server lists it (`GET /business/user/:id`): its id and the user's role. */
export interface MyShop {
  id: number;
  role: BusinessMemberRole;
}

/**
 * Whether the edit form of a shop may open. The server's rule (`assertShopAccess`): an admin, or the shop's owner.
 * The shops come from the server's own list of the user's shops, so the form refuses when it loads, not on Save.
 */
export function canEditShop(userType: string | null | undefined, shopId: number, myShops: readonly MyShop[]) {
  if (userType === 'admin') return true;
  return userType === 'vendor' && myShops.some((shop) => shop.id === shopId && shop.role === 'owner');
}

/** Whether the edit form of a product may open: an admin, or a member (owner or staff) of the product's shop. */
export function canEditProduct(
  userType: string | null | undefined,
  businessId: number | null | undefined,
  myShops: readonly MyShop[],
) {
  if (userType === 'admin') return true;
  return userType === 'vendor' && myShops.some((shop) => shop.id === businessId);
}
