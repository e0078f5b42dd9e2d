import type { LanguageBundle, LoadableLanguage } from '@abossey/ui';
import type { ResourceKey } from 'i18next';
import { FIRST_PAGE_NAMESPACES } from './namespaces';

/**
 * Every storefront namespace: `src/locales/<namespace>/<language>.json`. A feature adds its own folder (its strings
 * stay next to each other and out of the other features' files) and lists it in `namespaces.ts`; the parity test in
 * `locales.test.ts` checks them all. The first page's namespaces are bundled in English; another language's files are
 * fetched the first time it is chosen (one chunk per language, see `codeSplittingExcept` in vite.shared.ts). The route
 * namespaces load with the screens that use them (`loadRouteNamespaces`), so the first page carries one language and
 * only the strings it renders (issue 9).
 *
 * The globs spell out the two lists of namespaces.ts, as import.meta.glob takes literals only (`i18n.test.ts` checks
 * that they agree). The route namespaces' loaders are a module of their own (`routeResources.ts`), fetched with the
 * first route namespace: about forty loaders the first page never calls.
 */
const englishFiles = import.meta.glob<ResourceKey>('../locales/{shell,storefront}/en.json', {
  eager: true,
  import: 'default',
});
const firstPageOthers = import.meta.glob<ResourceKey>(
  ['../locales/{shell,storefront}/*.json', '!../locales/*/en.json'],
  { import: 'default' },
);

const namespaceOf = (path: string) => path.split('/').at(-2) as string;

export async function loadLanguage(lng: LoadableLanguage): Promise<LanguageBundle> {
  const entries = await Promise.all(
    FIRST_PAGE_NAMESPACES.map(
      async (ns) => [ns, (await firstPageOthers[`../locales/${ns}/${lng}.json`]?.()) ?? {}] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export async function loadNamespace(lng: 'en' | LoadableLanguage, ns: string): Promise<ResourceKey> {
  const { loadRouteNamespace } = await import('./routeResources');
  return loadRouteNamespace(lng, ns);
}

/** The first page's namespaces in English, bundled. */
export const english: LanguageBundle = Object.fromEntries(
  Object.entries(englishFiles).map(([path, strings]) => [namespaceOf(path), strings]),
);
