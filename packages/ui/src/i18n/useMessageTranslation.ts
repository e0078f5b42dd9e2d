import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './I18nProvider';
import {
  errorMessage as errorMessageOf,
  MESSAGES_NAMESPACE,
  type MessageValues,
  type TranslatedError,
  translateError as translateErrorOf,
  translateMessage,
} from './messages';

export interface MessageTranslation {
  /** `tm(message, values?)`: the catalogue's translation of an English message, or the message unchanged. */
  tm: (message: string, values?: MessageValues) => string;
  /** The translated message of an SDK `ApiError` (or anything thrown). */
  errorMessage: (error: unknown) => string;
  /** The translated message and field details of an SDK `ApiError`. */
  translateError: (error: unknown) => TranslatedError;
  /** The active language code (`en`, `fr`, `vi`, `cn`, `ar`, ...). */
  language: string;
}

/**
 * Translates the English messages of `@abossey/sdk`, the API and the apps' toasts in the language of the nearest
 * I18nProvider (re-rendering when it changes): `const { tm, errorMessage } = useMessageTranslation()`.
 */
export function useMessageTranslation(): MessageTranslation {
  const { i18n, language } = useLanguage();
  const { t } = useTranslation(MESSAGES_NAMESPACE, { i18n });
  const tm = useCallback(
    (message: string, values?: MessageValues) => translateMessage(t, message, values),
    [t],
  );
  return useMemo(
    () => ({
      tm,
      errorMessage: (error: unknown) => errorMessageOf(t, error),
      translateError: (error: unknown) => translateErrorOf(t, error),
      language,
    }),
    [tm, t, language],
  );
}
