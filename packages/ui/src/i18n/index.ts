export { type CreateI18nOptions, createI18n, UI_NAMESPACE, uiResources } from './createI18n';
export {
  formatDate,
  formatDateTime,
  formatDayRange,
  formatFileSize,
  formatNumber,
  formatTime,
} from './format';
export { I18nProvider, type I18nProviderProps, type LanguageState, useLanguage } from './I18nProvider';
export {
  type Direction,
  directionOf,
  FALLBACK_LANGUAGE,
  getLanguage,
  type LanguageCode,
  type LanguageInfo,
  languageCodes,
  languages,
  matchLanguage,
  resolveLanguage,
  type TranslatedLanguage,
  translatedLanguages,
} from './languages';
export { useLaterUiTranslation } from './laterStrings';
export {
  type CreateLazyI18nOptions,
  createLazyI18n,
  type LanguageBundle,
  type LazyI18n,
  type LoadableLanguage,
} from './lazyI18n';
export { type LocaleProblemOptions, localeProblems } from './localeProblems';
export {
  errorMessage,
  isKnownMessage,
  knownMessages,
  MESSAGES_NAMESPACE,
  type MessageTranslator,
  type MessageValues,
  messageResources,
  type TranslatedError,
  translateError,
  translateMessage,
} from './messages';
export {
  browserLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  serverLanguage,
  storeLanguage,
} from './storage';
export { type MessageTranslation, useMessageTranslation } from './useMessageTranslation';
