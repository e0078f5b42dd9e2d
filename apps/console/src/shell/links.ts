import { appForPath, isSitePath } from '@abossey/sdk';
import { useHref } from 'react-router';

/** Whether a same-origin link stays in the console (its router); storefront paths need a full page load. */
export function isConsoleHref(href: string): boolean {
  if (!isSitePath(href)) return false;
  return appForPath(href.split(/[?#]/)[0] || '/') === 'console';
}

/** The navigate function for react-aria's `RouterProvider`: console paths route, storefront paths load. */
export function createLinkNavigator(
  routerNavigate: (to: string) => void,
  loadDocument: (href: string) => void = (href) => window.location.assign(href),
): (href: string) => void {
  return (href) => (isConsoleHref(href) ? routerNavigate(href) : loadDocument(href));
}

/**
 * The `useHref` for react-aria's `RouterProvider`: the router's href for a path of this site, and any other link
 * (`tel:`, `https://wa.me/…`) as written — the router would make `tel:+233…` the path `/tel:+233…`.
 */
export function useLinkHref(href: string): string {
  const routed = useHref(href);
  return isSitePath(href) ? routed : href;
}
