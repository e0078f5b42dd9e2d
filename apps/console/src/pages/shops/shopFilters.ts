import type { Business, BusinessStatus, UserProfile } from '@abossey/sdk';
import { ADMIN_PAGE_SIZES, readPageSize } from '../users/userFilters';

export { ADMIN_PAGE_SIZES };

/** §2 Shop Management status toggle. */
export const SHOP_TABS = ['all', 'active', 'inactive', 'pending'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

export interface ShopFilters {
  status: ShopTab;
  q: string;
  limit: number;
}

/** The filters a `/shop-management` URL holds; unknown values fall back to the defaults. */
export function readShopFilters(params: URLSearchParams): ShopFilters {
  const status = params.get('status');
  return {
    status: (SHOP_TABS as readonly string[]).includes(status ?? '') ? (status as ShopTab) : 'all',
    q: params.get('q')?.trim() ?? '',
    limit: readPageSize(params.get('limit')),
  };
}

export function writeShopFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.limit !== 10) params.set('limit', String(filters.limit));
  return params;
}

const fold = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase();

/** 'Search shops, owners...': every word must appear in the shop's name, address, phone, email or owner's name. */
export function matchesShop(shop: Business, q: string): boolean {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [shop.name, shop.businessName, shop.address, shop.phone, shop.email, shop.owner?.name]
    .map(fold)
    .join('\n');
  return words.every((word) => text.includes(word));
}

const isShopStatus = (value: string): value is BusinessStatus =>
  value === 'active' || value === 'inactive' || value === 'pending';

/**
 * §5 transfer form choices: no customer-type user (an admin flag counts as admin) and not the current owner; each
 * user once even when two searches both found them.
 */
export function ownerCandidates<U extends Pick<UserProfile, 'id' | 'userType' | 'isAdmin'>>(
  users: readonly U[],
  currentOwnerId: number | null | undefined,
): U[] {
  const seen = new Set<number>();
  return users.filter((user) => {
    if (seen.has(user.id)) return false;
    seen.add(user.id);
    const customer = user.userType === 'customer' && !user.isAdmin;
    return !customer && user.id !== currentOwnerId;
  });
}

/** A status change the admin has picked from the menu and must still confirm (issue 24: it applied at once). */
export interface StatusChange {
  shop: Business;
  status: BusinessStatus;
}

/** The change to confirm, or null when the shop already has that status (nothing happens, nothing to ask). */
export function statusChangeOf(shop: Business, status: string): StatusChange | null {
  if (!isShopStatus(status) || (shop.status ?? 'active') === status) return null;
  return { shop, status };
}
