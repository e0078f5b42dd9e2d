import type { BackendModule, i18n as I18nInstance, ResourceKey } from 'i18next';
import en from '../locales/en.json';
import { type CreateI18nOptions, initInstance, mergeResources, UI_NAMESPACE } from './instance';
import { type TranslatedLanguage, translatedLanguages } from './languages';
import { MESSAGES_NAMESPACE } from './messageNamespace';

/** The namespaces of one language: `{storefront: {...}, shell: {...}}`. */
export type LanguageBundle = Record<string, ResourceKey>;
/** A translated language other than English (English is always bundled: it is the default and the fallback). */
export type LoadableLanguage = Exclude<TranslatedLanguage, 'en'>;

/** The ui strings and the message catalogue of each other language: one chunk each, fetched when chosen. */
const uiLoaders: Record<
  LoadableLanguage,
  () => Promise<[{ default: ResourceKey }, { default: ResourceKey }]>
> = {
  fr: () => Promise.all([import('../locales/fr.json'), import('../locales/messages/fr.json')]),
  vi: () => Promise.all([import('../locales/vi.json'), import('../locales/messages/vi.json')]),
  cn: () => Promise.all([import('../locales/cn.json'), import('../locales/messages/cn.json')]),
  ar: () => Promise.all([import('../locales/ar.json'), import('../locales/messages/ar.json')]),
};

const isLoadable = (lng: string): lng is LoadableLanguage =>
  lng !== 'en' && (translatedLanguages as readonly string[]).includes(lng);

export interface CreateLazyI18nOptions extends CreateI18nOptions {
  /** English strings of the app's own namespaces, e.g. `{storefront: enJson}` (bundled). */
  english?: LanguageBundle;
  /** The app's own namespaces in another translated language, fetched the first time it is chosen. */
  loadLanguage?: (lng: LoadableLanguage) => Promise<LanguageBundle>;
  /**
   * Namespaces that are not loaded at start, in any language, English included: the screens that use them load them
   * (`i18n.loadNamespaces`, e.g. in a route's `lazy()`), in the current language and English as the fallback. Once
   * loaded, a language change loads them too. They are neither in `english` nor in `loadLanguage`'s bundles.
   */
  lazyNamespaces?: readonly string[];
  /** One lazy namespace in one language (`en` included), e.g. `() => import(`./${ns}/${lng}.json`)`. */
  loadNamespace?: (lng: 'en' | LoadableLanguage, namespace: string) => Promise<ResourceKey>;
}

export interface LazyI18n {
  i18n: I18nInstance;
  /** Settles when the starting language is loaded: render after it, so the first paint is in that language. */
  ready: Promise<void>;
}

/**
 * The apps' i18next instance (issue 9: first-page JavaScript): English — ui strings and the app's namespaces — is
 * bundled (English messages are their own text, see `translateMessage`); fr, vi, cn and ar are fetched the first
 * time they are chosen (an i18next backend), so a page carries one language, not five. `changeLanguage` resolves once the language's strings are in, so a switch
 * never shows keys; de, es and en-GH show English as before. A failed download leaves English text in place
 * (i18next retries, and the next switch tries again). `lazyNamespaces` are in neither: the screens that use them load
 * them (`i18n.loadNamespaces`), one file per language through `loadNamespace`.
 */
export function createLazyI18n(options: CreateLazyI18nOptions = {}): LazyI18n {
  const { english = {}, loadLanguage, lazyNamespaces = [], loadNamespace, resources, ...rest } = options;
  const lazy = new Set(lazyNamespaces);
  const loaded = new Map<LoadableLanguage, Promise<LanguageBundle>>();
  const load = (lng: LoadableLanguage): Promise<LanguageBundle> => {
    let pending = loaded.get(lng);
    if (!pending) {
      pending = Promise.all([uiLoaders[lng](), loadLanguage?.(lng) ?? {}]).then(([[ui, messages], own]) => ({
        ...own,
        [UI_NAMESPACE]: ui.default,
        [MESSAGES_NAMESPACE]: messages.default,
      }));
      // A failed download is not kept: the next read tries again.
      pending.catch(() => loaded.delete(lng));
      loaded.set(lng, pending);
    }
    return pending;
  };
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (lazy.has(namespace)) {
        // de, es, en-GH: nothing of their own, English (loaded with them as the fallback) shows.
        if (!loadNamespace || (language !== 'en' && !isLoadable(language))) {
          callback(null, {});
          return;
        }
        loadNamespace(language, namespace).then(
          (strings) => callback(null, strings),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
        return;
      }
      if (!isLoadable(language)) {
        // de, es, en-GH: nothing of their own, English shows through the fallback.
        callback(null, {});
        return;
      }
      load(language).then(
        (bundle) => callback(null, bundle[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  // No English message catalogue: `translateMessage` passes each English text as its own default value, so English
  // needs no strings, and the catalogue loads with the modules that translate messages (issue 23). The English ui
  // strings are the first page's; the other components bring theirs (`laterStrings.ts`).
  const bundled = { en: { [UI_NAMESPACE]: en, ...english } };
  return initInstance(rest, mergeResources(bundled, resources), Object.keys(english), backend);
}
