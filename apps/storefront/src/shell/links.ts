import { appForPath, isSitePath } from '@abossey/sdk';
import { useHref } from 'react-router';

/** A link target split into its path and the rest (`?query#hash`). */
function pathOf(href: string): string {
  return href.split(/[?#]/)[0] || '/';
}

/**
 * Whether a same-origin link belongs to the console app (vendor and admin screens such as /dashboard or
 * /shop/orders). Those need a full page load; everything else stays in the storefront's router. Links to other
 * origins are never "console" (react-aria opens them natively).
 */
export function isConsoleHref(href: string): boolean {
  if (!isSitePath(href)) return false;
  return appForPath(pathOf(href)) === 'console';
}

/**
 * The navigate function for react-aria's `RouterProvider`: storefront paths go through the router, console paths
 * are loaded by the browser (same origin, another app).
 */
export function createLinkNavigator(
  routerNavigate: (to: string) => void,
  loadDocument: (href: string) => void = (href) => window.location.assign(href),
): (href: string) => void {
  return (href) => (isConsoleHref(href) ? loadDocument(href) : routerNavigate(href));
}

/**
 * The `useHref` for react-aria's `RouterProvider`: the router's href for a path of this site, and any other link
 * (`tel:`, `https://wa.me/…`) as written — the router would make `tel:+233…` the path `/tel:+233…`.
 */
export function useLinkHref(href: string): string {
  const routed = useHref(href);
  return isSitePath(href) ? routed : href;
}
