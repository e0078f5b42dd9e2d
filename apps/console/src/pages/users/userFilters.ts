import type { UserListQuery, UserProfile } from '@abossey/sdk';

/** §2 User Management toggle: All, Admins, Vendors, Customers. */
export const USER_TABS = ['all', 'admin', 'vendor', 'customer'] as const;
export type UserTab = (typeof USER_TABS)[number];
/** §9 admin tables: 5/10/25/50 rows, default 10. */
export const ADMIN_PAGE_SIZES = [5, 10, 25, 50] as const;
const DEFAULT_ADMIN_PAGE_SIZE = 10;

export interface UserFilters {
  tab: UserTab;
  q: string;
  page: number;
  limit: number;
}

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** A page size from the URL, if it is one of the §9 choices. */
export const readPageSize = (value: string | null) => {
  const n = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_ADMIN_PAGE_SIZE;
};

/** The filters a `/user-management` URL holds; unknown or broken values fall back to the defaults. */
export function readUserFilters(params: URLSearchParams): UserFilters {
  const type = params.get('type');
  return {
    tab: (USER_TABS as readonly string[]).includes(type ?? '') ? (type as UserTab) : 'all',
    q: params.get('q')?.trim() ?? '',
    page: positiveInt(params.get('page'), 1),
    limit: readPageSize(params.get('limit')),
  };
}

/** The URL query for the filters, defaults left out so a plain `/user-management` is the default view. */
export function writeUserFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'all') params.set('type', filters.tab);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_ADMIN_PAGE_SIZE) params.set('limit', String(filters.limit));
  return params;
}

/** A filter change; anything but the page itself starts again on page 1. */
export function changeUserFilters(current: UserFilters, change: Partial<UserFilters>): UserFilters {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** The `GET /users` query for the filters. */
export function userListQuery(filters: UserFilters): UserListQuery {
  return {
    page: filters.page,
    limit: filters.limit,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.tab === 'all' ? {} : { userType: filters.tab }),
  };
}

/** The §2 Shop column: the names of the user's shops. */
export const shopNamesOf = (user: Pick<UserProfile, 'business'>) =>
  user.business.map((b) => b.businessName).join(', ');

/** §2 Privileges: Admin or Normal. */
export const isAdminUser = (user: Pick<UserProfile, 'userType' | 'isAdmin'>) =>
  user.isAdmin || user.userType === 'admin';

/**
 * Who a dialog is about: the full name (or first and last name, or the username) with the email, so a delete never
 * has to be confirmed blind (issue 24).
 */
export function userLabel(
  user: Pick<UserProfile, 'fullName' | 'firstName' | 'lastName' | 'username' | 'email'>,
) {
  const name =
    user.fullName?.trim() ||
    [user.firstName, user.lastName].filter(Boolean).join(' ').trim() ||
    user.username;
  return user.email && user.email !== name ? `${name} (${user.email})` : name;
}
