/**
 * The route manifest (§2): which app owns which path. The server reads it to serve the right app's
 * `index.html`; the apps read it to know whether a link stays inside the app or needs a full page load.
 */
export type AppName = 'storefront' | 'console';

/** Console-owned path patterns. `:param` matches one segment. Everything else belongs to the storefront. */
export const consoleRoutes = [
  '/admin-dashboard',
  '/dashboard',
  '/orders',
  '/orders/:id',
  '/shop/orders',
  '/shop/orders/:id',
  '/deliveries',
  '/user-management',
  '/shop-management',
  '/search-synonyms',
  '/products',
  '/products/import',
  '/shop-upload',
  '/shop-edit/:shopId',
  '/product-upload',
  '/product-upload/:shopId',
  '/product/new',
  '/product/:id',
  '/product/:id/edit',
] as const;

/** Storefront-owned path patterns (for documentation and link checks; the storefront is also the fallback). */
export const storefrontRoutes = [
  '/',
  '/home',
  '/shop',
  '/shop/all-products',
  '/shop/:shopId',
  '/shop/product/:id',
  '/shop/product/checkout',
  '/wishlist',
  '/garage',
  '/payment',
  '/address',
  '/user/orders',
  '/user/orders/:id',
  '/privacy-policy',
  '/terms-and-conditions',
  '/about-us',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm',
  '/auth/confirm-email',
  '/auth/report-email-change',
  '/403',
  '/404',
  '/500',
] as const;

/** The URL prefix under which the console's built assets are served. */
export const CONSOLE_ASSET_BASE = '/console/';

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? (got[i] ?? '') !== '' : segment === got[i]));
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * Whether a link goes to a path of this site (`/shop/5`, `/about-us?x#y`), as opposed to another origin
 * (`//cdn…`, `https://wa.me/…`) or another scheme (`tel:`, `mailto:`), which routers must leave as written.
 */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Which app serves a pathname. Trailing slashes are ignored. */
export function appForPath(pathname: string): AppName {
  const path = withoutTrailingSlash(pathname);
  return consoleRoutes.some((pattern) => matches(pattern, path)) ? 'console' : 'storefront';
}

export type StorefrontRoute = (typeof storefrontRoutes)[number];

/**
 * The storefront route a pathname is, or null when no route of the manifest knows it (the server answers 404 then).
 * A literal route wins over a pattern (`/shop/all-products` is not the shop `all-products`); console paths are null.
 */
export function storefrontRouteFor(pathname: string): StorefrontRoute | null {
  const path = withoutTrailingSlash(pathname);
  if (appForPath(path) === 'console') return null;
  const literal = storefrontRoutes.find((pattern) => !pattern.includes(':') && pattern === path);
  return (
    literal ?? storefrontRoutes.find((pattern) => pattern.includes(':') && matches(pattern, path)) ?? null
  );
}
