import i18next, { type i18n as I18nInstance, type Resource, type ResourceKey } from 'i18next';
import ar from '../locales/ar.json';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import vi from '../locales/vi.json';
import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  languageCodes,
  matchLanguage,
  type TranslatedLanguage,
} from './languages';
import { MESSAGES_NAMESPACE, messageResources } from './messages';
import { browserLanguage, readStoredLanguage, storeLanguage } from './storage';

/** The namespace of every @abossey/ui string. Apps add their own namespaces next to it. */
export const UI_NAMESPACE = 'ui';

/** The ui strings of each translated language (bundled: they are small and must never fail to load). */
export const uiResources: Readonly<Record<TranslatedLanguage, ResourceKey>> = { en, fr, vi, cn, ar };

export interface CreateI18nOptions {
  /** Start in this language. Default: the stored choice (`i18nextLng`), then the browser's languages, then en. */
  lng?: string;
  /** Extra namespaces, e.g. `{en: {storefront: enJson}, fr: {storefront: frJson}}`; merged with the ui strings. */
  resources?: Resource;
  /** Default namespace for `t()` calls without one. Default: the first extra namespace, else `ui`. */
  defaultNS?: string;
  /** Write every language change to localStorage under `i18nextLng`. Default true; Storybook and tests pass false. */
  persist?: boolean;
}

function mergeResources(extra: Resource | undefined): Resource {
  const merged: Resource = {};
  for (const [lng, strings] of Object.entries(uiResources))
    merged[lng] = {
      [UI_NAMESPACE]: strings,
      // The message catalogue (messages.ts): keys are English texts, looked up without key/ns separators.
      [MESSAGES_NAMESPACE]: messageResources[lng as TranslatedLanguage],
    };
  for (const [lng, namespaces] of Object.entries(extra ?? {}))
    merged[lng] = { ...merged[lng], ...namespaces };
  return merged;
}

/**
 * One i18next instance for an app or widget: en, fr, vi, cn, ar translated, de/es/en-GH listed and falling back to
 * en, Arabic right-to-left (`i18n.dir('ar') === 'rtl'`). Initialised synchronously, so the first render is
 * already in the right language.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const { persist = true } = options;
  const resources = mergeResources(options.resources);
  const extraNamespaces = Object.values(options.resources ?? {}).flatMap((namespaces) =>
    Object.keys(namespaces),
  );
  const namespaces = [...new Set([UI_NAMESPACE, MESSAGES_NAMESPACE, ...extraNamespaces])];
  const lng: LanguageCode =
    matchLanguage(options.lng) ?? readStoredLanguage() ?? browserLanguage() ?? FALLBACK_LANGUAGE;

  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: languageCodes,
    ns: namespaces,
    defaultNS: options.defaultNS ?? extraNamespaces[0] ?? UI_NAMESPACE,
    fallbackNS: UI_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    react: { useSuspense: false },
  });

  if (persist) {
    instance.on('languageChanged', (next) => {
      const code = matchLanguage(next);
      if (code) storeLanguage(code);
    });
  }
  return instance;
}
