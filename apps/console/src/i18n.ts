import { createI18n, type TranslatedLanguage, translatedLanguages } from '@abossey/ui';

type Strings = Record<string, unknown>;

/**
 * Every console namespace: `src/locales/<namespace>/<language>.json` (the default one is `console`). A screen may add
 * its own folder; the parity test in `locales/locales.test.ts` checks them all.
 */
const files = import.meta.glob<Strings>('./locales/*/*.json', { eager: true, import: 'default' });

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/').at(-2) as string))].sort();

const resources = Object.fromEntries(
  translatedLanguages.map((lng: TranslatedLanguage) => [
    lng,
    Object.fromEntries(namespaces.map((ns) => [ns, files[`./locales/${ns}/${lng}.json`] ?? {}])),
  ]),
);

/** The console's i18next instance: the ui strings plus every console namespace, choice stored under i18nextLng. */
export const i18n = createI18n({ resources, defaultNS: 'console' });
