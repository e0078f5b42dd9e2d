import { createLazyI18n, serverLanguage } from '@abossey/ui';
import { displayStorage } from '../displayStorage';
import { ROUTE_NAMESPACES, type RouteNamespace } from './namespaces';
import { english, loadLanguage, loadNamespace } from './resources';

/**
 * The language a link names with `?lng=fr` (the server's `hreflang` alternates and canonical URLs address languages
 * that way), or undefined. It wins over the stored choice and is stored like a choice made in the menu.
 */
export function languageFromUrl(search: string = typeof location === 'undefined' ? '' : location.search) {
  return new URLSearchParams(search).get('lng') ?? undefined;
}

/**
 * The language the page's address names, taken out of the address (the rest, the history state and the hash are
 * kept): it is stored as the visitor's choice, so a language chosen later in the menu is not undone by a reload of a
 * `?lng=` address.
 */
export function takeLanguageFromUrl(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const lng = languageFromUrl(url.search);
  if (lng === undefined) return undefined;
  url.searchParams.delete('lng');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return lng;
}

/**
 * The storefront's i18next instance: the ui strings plus the storefront's namespaces, choice stored in the
 * `i18nextLng` cookie. Starts in the URL's `?lng=` language (then taken out of the address), else the stored one,
 * else the one the server chose for the page (`<html data-lng>`: Accept-Language on a first visit), else the
 * browser's. `i18nReady` settles when the starting language is in (main.tsx renders after it).
 */
export const { i18n, ready: i18nReady } = createLazyI18n({
  storage: displayStorage,
  defaultLng: serverLanguage(),
  lng: takeLanguageFromUrl(),
  english,
  loadLanguage,
  lazyNamespaces: ROUTE_NAMESPACES,
  loadNamespace,
  defaultNS: 'storefront',
});

/**
 * Loads a screen's route namespaces in the current language and English. Resolves when they are in, or when loading
 * them failed (the screen then shows English, or the keys if English failed too).
 */
export const loadRouteNamespaces = (namespaces: readonly RouteNamespace[]): Promise<void> =>
  namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();
