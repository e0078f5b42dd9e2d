import { createLazyI18n, type LanguageBundle, type LoadableLanguage, serverLanguage } from '@abossey/ui';
import type { ResourceKey } from 'i18next';
import { displayStorage } from '../displayStorage';
import { FIRST_PAGE_NAMESPACES, ROUTE_NAMESPACES, type RouteNamespace } from './namespaces';

/**
 * Every storefront namespace: `src/locales/<namespace>/<language>.json`. A feature adds its own folder (its strings
 * stay next to each other and out of the other features' files) and lists it in `namespaces.ts`; the parity test in
 * `locales.test.ts` checks them all. The first page's namespaces are bundled in English; another language's files are
 * fetched the first time it is chosen (one chunk per language, see `codeSplittingExcept` in vite.shared.ts). The route
 * namespaces load with the screens that use them (`loadRouteNamespaces`), so the first page carries one language and
 * only the strings it renders (issue 9).
 *
 * The globs spell out the two lists of namespaces.ts, as import.meta.glob takes literals only (`i18n.test.ts` checks
 * that they agree).
 */
const english = import.meta.glob<ResourceKey>('../locales/{shell,storefront}/en.json', {
  eager: true,
  import: 'default',
});
const routeEnglish = import.meta.glob<ResourceKey>(
  '../locales/{auth,checkout,garage,orders,pages,product,shop}/en.json',
  {
    import: 'default',
  },
);
const others = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/*/en.json'], {
  import: 'default',
});

const namespaceOf = (path: string) => path.split('/').at(-2) as string;

async function loadLanguage(lng: LoadableLanguage): Promise<LanguageBundle> {
  const entries = await Promise.all(
    FIRST_PAGE_NAMESPACES.map(
      async (ns) => [ns, (await others[`../locales/${ns}/${lng}.json`]?.()) ?? {}] as const,
    ),
  );
  return Object.fromEntries(entries);
}

async function loadNamespace(lng: 'en' | LoadableLanguage, ns: string): Promise<ResourceKey> {
  const load = (lng === 'en' ? routeEnglish : others)[`../locales/${ns}/${lng}.json`];
  if (!load) throw new Error(`No strings for namespace ${ns} in ${lng}.`);
  return load();
}

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
  english: Object.fromEntries(Object.entries(english).map(([path, strings]) => [namespaceOf(path), strings])),
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
