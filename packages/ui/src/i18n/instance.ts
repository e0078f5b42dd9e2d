import type { StorageLike } from '@abossey/sdk';
import i18next, { type BackendModule, type i18n as I18nInstance, type Resource } from 'i18next';
import { FALLBACK_LANGUAGE, type LanguageCode, languageCodes, matchLanguage } from './languages';
import { MESSAGES_NAMESPACE } from './messageNamespace';
import { browserLanguage, readStoredLanguage, storeLanguage } from './storage';

/** The namespace of every @abossey/ui string. Apps add their own namespaces next to it. */
export const UI_NAMESPACE = 'ui';

export interface CreateI18nOptions {
  /**
   * Start in this language. Default: the stored choice (`i18nextLng`), then `defaultLng`, then the browser's
   * languages, then en.
   */
  lng?: string;
  /** The first visit's language when nothing is stored, before the browser's (the apps: `serverLanguage()`). */
  defaultLng?: string | undefined;
  /** Where the choice is kept under `i18nextLng`. Default the page's localStorage (the apps: `cookieStorage()`). */
  storage?: StorageLike | undefined;
  /** Extra namespaces, e.g. `{en: {storefront: enJson}, fr: {storefront: frJson}}`; merged with the ui strings. */
  resources?: Resource;
  /** Default namespace for `t()` calls without one. Default: the first extra namespace, else `ui`. */
  defaultNS?: string;
  /** Write every language change to `storage` under `i18nextLng`. Default true; Storybook and tests pass false. */
  persist?: boolean;
}

/** Internal: the `ui` and `messages` bundles of some languages merged with an app's own namespaces. */
export function mergeResources(bundled: Resource, extra: Resource | undefined): Resource {
  const merged: Resource = { ...bundled };
  for (const [lng, namespaces] of Object.entries(extra ?? {}))
    merged[lng] = { ...merged[lng], ...namespaces };
  return merged;
}

/**
 * Internal: the one i18next set-up behind `createI18n` (every language bundled) and `createLazyI18n` (English
 * bundled, the others from `backend` when chosen). `namespaces` are the app's own, in addition to ui and messages.
 */
export function initInstance(
  options: CreateI18nOptions,
  resources: Resource,
  namespaces: readonly string[],
  backend?: BackendModule,
): { i18n: I18nInstance; ready: Promise<void> } {
  const { persist = true } = options;
  const storage = 'storage' in options ? options.storage : undefined;
  const stored = 'storage' in options ? readStoredLanguage(storage) : readStoredLanguage();
  const lng: LanguageCode =
    matchLanguage(options.lng) ??
    stored ??
    matchLanguage(options.defaultLng) ??
    browserLanguage() ??
    FALLBACK_LANGUAGE;

  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  const ready = instance
    .init({
      resources,
      // With a backend, the languages not in `resources` come from it (English stays bundled).
      partialBundledLanguages: backend !== undefined,
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: languageCodes,
      ns: [...new Set([UI_NAMESPACE, MESSAGES_NAMESPACE, ...namespaces])],
      defaultNS: options.defaultNS ?? namespaces[0] ?? UI_NAMESPACE,
      fallbackNS: UI_NAMESPACE,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: false },
    })
    .then(() => undefined);

  if (persist) {
    instance.on('languageChanged', (next) => {
      const code = matchLanguage(next);
      if (code) {
        if ('storage' in options) storeLanguage(code, storage);
        else storeLanguage(code);
      }
    });
  }
  return { i18n: instance, ready };
}
