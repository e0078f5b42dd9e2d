import { createI18n, type TranslatedLanguage, translatedLanguages } from '@abossey/ui';

type Strings = Record<string, unknown>;

/**
 * Every storefront namespace: `src/locales/<namespace>/<language>.json`. A feature adds its own folder (its strings
 * stay next to each other and out of the other features' files); the parity test in `locales.test.ts` checks them all.
 */
const files = import.meta.glob<Strings>('../locales/*/*.json', { eager: true, import: 'default' });

export const NAMESPACES = [
  ...new Set(Object.keys(files).map((path) => path.split('/').at(-2) as string)),
].sort();

const resources = Object.fromEntries(
  translatedLanguages.map((lng: TranslatedLanguage) => [
    lng,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../locales/${ns}/${lng}.json`] ?? {}])),
  ]),
);

/** The storefront's i18next instance: the ui strings plus every storefront namespace, choice stored under i18nextLng. */
export const i18n = createI18n({ resources, defaultNS: 'storefront' });
