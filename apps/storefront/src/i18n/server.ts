import { createLazyI18n, type LanguageCode, translatedLanguages } from '@abossey/ui';
import type { i18n as I18nInstance } from 'i18next';
import { ROUTE_NAMESPACES } from './namespaces';
import { english, loadLanguage, loadNamespace } from './resources';

let everyLanguage: Promise<I18nInstance> | undefined;

/** One instance per process holding every language and namespace, loaded once (a render never waits on a file). */
function loadEveryLanguage(): Promise<I18nInstance> {
  everyLanguage ??= (async () => {
    const { i18n, ready } = createLazyI18n({
      lng: 'en',
      storage: undefined,
      persist: false,
      english,
      loadLanguage,
      lazyNamespaces: ROUTE_NAMESPACES,
      loadNamespace,
      defaultNS: 'storefront',
    });
    await ready;
    await i18n.loadNamespaces([...ROUTE_NAMESPACES]);
    await i18n.loadLanguages([...translatedLanguages]);
    return i18n;
  })();
  everyLanguage.catch(() => {
    everyLanguage = undefined;
  });
  return everyLanguage;
}

/**
 * The i18next instance of one server render, in the page's language (the API picks it: `?lng`, the `i18nextLng`
 * cookie, Accept-Language). A clone shares the strings of the process's instance, so nothing is loaded or parsed per
 * request, and its language is its own.
 */
export async function serverI18n(language: LanguageCode): Promise<I18nInstance> {
  const i18n = (await loadEveryLanguage()).cloneInstance({ lng: language, initAsync: false });
  await i18n.changeLanguage(language);
  return i18n;
}
