import { createLazyI18n, type LanguageBundle, type LoadableLanguage, serverLanguage } from '@abossey/ui';
import { displayStorage } from './displayStorage';

/**
 * Every console namespace: `src/locales/<namespace>/<language>.json` (the default one is `console`). A screen may add
 * its own folder; the parity test in `locales/locales.test.ts` checks them all. English is bundled; another
 * language's files are fetched the first time it is chosen (one chunk per language, see `codeSplittingExcept` in
 * vite.shared.ts), so the first page carries one language (issue 9).
 *
 * Screen namespaces are not loaded here: `products` (the products index), `productForm` and `fitment` (the product
 * form) come in their screen's chunk, all five languages, registered with `addScreenStrings` — the first page is at
 * its budget, and carries no screen's strings it does not render. They are listed again in vite.config.ts.
 */
const english = import.meta.glob<LanguageBundle[string]>(
  ['./locales/*/en.json', '!./locales/products/*', '!./locales/productForm/*', '!./locales/fitment/*'],
  { eager: true, import: 'default' },
);
const others = import.meta.glob<LanguageBundle[string]>(
  [
    './locales/*/*.json',
    '!./locales/*/en.json',
    '!./locales/products/*',
    '!./locales/productForm/*',
    '!./locales/fitment/*',
  ],
  { import: 'default' },
);

const namespaceOf = (path: string) => path.split('/').at(-2) as string;

const namespaces = Object.keys(english).map(namespaceOf).sort();

async function loadLanguage(lng: LoadableLanguage): Promise<LanguageBundle> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await others[`./locales/${ns}/${lng}.json`]?.()) ?? {}] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The console's i18next instance: the ui strings plus every console namespace, choice stored in the `i18nextLng` cookie
 * (first visit: the server's `<html data-lng>`, then the browser's languages).
 * `i18nReady` settles when the starting language is in (main.tsx renders after it).
 */
export const { i18n, ready: i18nReady } = createLazyI18n({
  storage: displayStorage,
  defaultLng: serverLanguage(),
  english: Object.fromEntries(Object.entries(english).map(([path, strings]) => [namespaceOf(path), strings])),
  loadLanguage,
  defaultNS: 'console',
});

/** Registers a screen namespace's strings in every language (the screen's module calls it when its chunk loads). */
export function addScreenStrings(namespace: string, bundles: Record<LoadableLanguage | 'en', object>) {
  for (const [lng, strings] of Object.entries(bundles))
    i18n.addResourceBundle(lng, namespace, strings, true, false);
}
