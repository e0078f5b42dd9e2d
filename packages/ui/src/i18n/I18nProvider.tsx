import type { i18n as I18nInstance } from 'i18next';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './instance';
import {
  type Direction,
  getLanguage,
  type LanguageCode,
  type LanguageInfo,
  matchLanguage,
} from './languages';
import { createLazyI18n } from './lazyI18n';

export interface LanguageState {
  /** The active language code (`en`, `fr`, `vi`, `cn`, `ar`, `de`, `es`, `en-GH`). */
  language: LanguageCode;
  info: LanguageInfo;
  dir: Direction;
  /** BCP 47 tag for `lang` attributes and Intl. */
  locale: string;
  i18n: I18nInstance;
  /** Switches language (and stores it under `i18nextLng` when the instance persists). Rejects on failure. */
  changeLanguage: (code: LanguageCode) => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

let defaultInstance: I18nInstance | undefined;
/**
 * Components rendered without a provider still get English (or the stored language, once its strings are in), never
 * raw keys. Lazy (English bundled), so an app's first page does not carry every language through this fallback.
 */
function getDefaultI18n(): I18nInstance {
  defaultInstance ??= createLazyI18n({ persist: false }).i18n;
  return defaultInstance;
}

function useInstanceLanguage(i18n: I18nInstance): LanguageCode {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return getLanguage(language).code;
}

function useLanguageState(i18n: I18nInstance): LanguageState {
  const language = useInstanceLanguage(i18n);
  return useMemo(() => {
    const info = getLanguage(language);
    return {
      language,
      info,
      dir: info.dir,
      locale: info.locale,
      i18n,
      changeLanguage: async (code: LanguageCode) => {
        await i18n.changeLanguage(code);
      },
    };
  }, [i18n, language]);
}

export interface I18nProviderProps {
  /**
   * An instance from `createLazyI18n()` or `createI18n()` (apps with their own namespaces). Without one, the provider
   * creates a lazy one (English bundled; another language shows once its strings are loaded).
   */
  i18n?: I18nInstance;
  /** Language for the provider's own instance; changing it switches language. Ignored when `i18n` is given. */
  lng?: string;
  children: ReactNode;
}

/**
 * Shares one i18next instance with react-i18next, react-aria-components (locale and direction of its widgets)
 * and @abossey/ui. Put `ThemeProvider` inside it so `<html lang dir>` follow the language.
 */
export function I18nProvider({ i18n: given, lng, children }: I18nProviderProps) {
  const [own] = useState(() => (given ? undefined : createLazyI18n({ lng }).i18n));
  const i18n = given ?? own ?? getDefaultI18n();
  const state = useLanguageState(i18n);

  useEffect(() => {
    if (given || !lng) return;
    const wanted = matchLanguage(lng);
    if (wanted && wanted !== getLanguage(i18n.language).code) void i18n.changeLanguage(wanted);
  }, [given, lng, i18n]);

  return (
    <I18nextProvider i18n={i18n} defaultNS={UI_NAMESPACE}>
      <AriaI18nProvider locale={state.locale}>
        <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>
      </AriaI18nProvider>
    </I18nextProvider>
  );
}

/** The language state of the nearest I18nProvider, or of the default instance outside one. */
export function useLanguage(): LanguageState {
  const fromProvider = useContext(LanguageContext);
  const state = useLanguageState(fromProvider?.i18n ?? getDefaultI18n());
  return fromProvider ?? state;
}

/** Internal: the `ui` namespace `t`, from the nearest provider's instance or the default one. */
export function useUiTranslation() {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getDefaultI18n();
  return useTranslation(UI_NAMESPACE, { i18n });
}

/** Internal: whether a LanguageContext is present (ThemeProvider uses it to decide who owns `lang`/`dir`). */
export const useOptionalLanguage = (): LanguageState | null => useContext(LanguageContext);
