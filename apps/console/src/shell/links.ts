import { appForPath } from '@abossey/sdk';

/** Whether a same-origin link stays in the console (its router); storefront paths need a full page load. */
export function isConsoleHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  return appForPath(href.split(/[?#]/)[0] || '/') === 'console';
}

/** The navigate function for react-aria's `RouterProvider`: console paths route, storefront paths load. */
export function createLinkNavigator(
  routerNavigate: (to: string) => void,
  loadDocument: (href: string) => void = (href) => window.location.assign(href),
): (href: string) => void {
  return (href) => (isConsoleHref(href) ? routerNavigate(href) : loadDocument(href));
}
