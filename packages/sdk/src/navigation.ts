/**
 * The §2 navigation menu: every item with its path (from the route manifest) and the audiences that see it.
 * The one place the "who sees which menu item" rule is written; the ui's NavMenu and the apps read it.
 */

import type { consoleRoutes, storefrontRoutes } from './routes.js';
import type { UserType } from './schemas/auth.js';

/** Who is looking at the menu: a §6 role, or `guest` when signed out. */
export type NavAudience = 'guest' | UserType;
export const navAudiences = [
  'guest',
  'admin',
  'vendor',
  'customer',
] as const satisfies readonly NavAudience[];

/** A path the route manifest knows, so a menu item can never point at a route that does not exist. */
export type AppRoute = (typeof consoleRoutes)[number] | (typeof storefrontRoutes)[number];

export const navItemIds = [
  'products',
  'shops',
  'orders',
  'myOrders',
  'shopOrders',
  'wishlist',
  'deliveries',
  'adminDashboard',
  'dashboard',
  'userManagement',
  'shopManagement',
  'productManagement',
  'searchSynonyms',
  'newShop',
  'newProduct',
] as const;
export type NavItemId = (typeof navItemIds)[number];

export interface NavItem {
  id: NavItemId;
  /** Where the item goes. */
  path: AppRoute;
  /** English label (the ui translates `nav.items.<id>`). */
  label: string;
  /** The audiences that see the item (§2 "Items carry a role list and are hidden for other roles"). */
  roles: readonly NavAudience[];
  /** Further path prefixes that make the item the active one (e.g. product pages under /shop/product). */
  activeFor?: readonly string[];
}

/**
 * §2, in menu order:
 * - signed out: Products, Shops;
 * - admin: Products, Shops, Orders, Admin Dashboard, Deliveries;
 * - vendor: Products, Shops, My Orders, Shop Orders, Dashboard;
 * - other signed-in users: Products, Shops, My Orders, Wishlist.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'products',
    path: '/shop/all-products',
    label: 'Products',
    roles: ['guest', 'admin', 'vendor', 'customer'],
    activeFor: ['/shop/product'],
  },
  { id: 'shops', path: '/shop', label: 'Shops', roles: ['guest', 'admin', 'vendor', 'customer'] },
  { id: 'orders', path: '/orders', label: 'Orders', roles: ['admin'] },
  { id: 'myOrders', path: '/user/orders', label: 'My Orders', roles: ['vendor', 'customer'] },
  { id: 'shopOrders', path: '/shop/orders', label: 'Shop Orders', roles: ['vendor'] },
  { id: 'wishlist', path: '/wishlist', label: 'Wishlist', roles: ['customer'] },
  { id: 'adminDashboard', path: '/admin-dashboard', label: 'Admin Dashboard', roles: ['admin'] },
  { id: 'deliveries', path: '/deliveries', label: 'Deliveries', roles: ['admin'] },
  { id: 'dashboard', path: '/dashboard', label: 'Dashboard', roles: ['vendor'] },
];

/**
 * The console's own section, shown after the §2 items in the console only (the storefront keeps the §2 menus):
 * the admin screens §2 lists without a menu item (User Management, Shop Management), the products index of admins
 * and vendors (Product Management, issue 24), the search synonyms of admins (issue 25) and the create screens
 * of admins and vendors (New shop, Upload product; the header's upload button is hidden on phones). Screens that
 * need an id (edit forms, order details) are reached from their lists. See docs/spec-deviations.md.
 */
export const CONSOLE_NAV_ITEMS: readonly NavItem[] = [
  { id: 'userManagement', path: '/user-management', label: 'User Management', roles: ['admin'] },
  { id: 'shopManagement', path: '/shop-management', label: 'Shop Management', roles: ['admin'] },
  { id: 'productManagement', path: '/products', label: 'Product Management', roles: ['admin', 'vendor'] },
  { id: 'searchSynonyms', path: '/search-synonyms', label: 'Search Synonyms', roles: ['admin'] },
  {
    id: 'newShop',
    path: '/shop-upload',
    label: 'New Shop',
    roles: ['admin', 'vendor'],
    activeFor: ['/shop-edit'],
  },
  {
    id: 'newProduct',
    path: '/product-upload',
    label: 'Upload Product',
    roles: ['admin', 'vendor'],
    activeFor: ['/product/new', '/product'],
  },
];

/** The console's menu: the §2 items, then the console section (filter with `navItemsFor`). */
export const CONSOLE_MENU: readonly NavItem[] = [...NAV_ITEMS, ...CONSOLE_NAV_ITEMS];

/** The §2 static pages (linked from the footer, not shown in the role menu). */
export const STATIC_PAGES = [
  { id: 'aboutUs', path: '/about-us', label: 'About Us' },
  { id: 'privacyPolicy', path: '/privacy-policy', label: 'Privacy Policy' },
  { id: 'termsAndConditions', path: '/terms-and-conditions', label: 'Terms and Conditions' },
] as const satisfies readonly { id: string; path: AppRoute; label: string }[];

/**
 * §6: the audience of a stored `userType`. Signed out (no type) is `guest`; admin and vendor are themselves;
 * every other signed-in type ("customer", "buyer", ...) is `customer`.
 */
export function navAudienceOf(userType: string | null | undefined): NavAudience {
  if (!userType) return 'guest';
  if (userType === 'admin' || userType === 'vendor') return userType;
  return 'customer';
}

/** The menu items an audience sees, in menu order. */
export function navItemsFor(audience: NavAudience, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.roles.includes(audience));
}

function isUnder(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The item a pathname belongs to: the one whose path (or `activeFor` prefix) is the longest segment prefix of it.
 * `/shop/orders/7` is Shop Orders, `/shop/12` is Shops, `/shop/product/5` is Products. Query, hash and trailing
 * slashes are ignored. `undefined` when no item matches.
 */
export function activeNavItem<T extends Pick<NavItem, 'path' | 'activeFor'>>(
  items: readonly T[],
  pathname: string,
): T | undefined {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  let best: T | undefined;
  let bestLength = -1;
  for (const item of items) {
    for (const prefix of [item.path, ...(item.activeFor ?? [])]) {
      if (isUnder(prefix, path) && prefix.length > bestLength) {
        best = item;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
