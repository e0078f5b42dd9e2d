export { type CreateI18nOptions, createI18n, UI_NAMESPACE, uiResources } from './createI18n';
export { formatDate, formatDateTime, formatFileSize, formatNumber, formatTime } from './format';
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
export { browserLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from './storage';
export { type MessageTranslation, useMessageTranslation } from './useMessageTranslation';
