import { ApiError, DEFAULT_ERROR_MESSAGE } from '@abossey/sdk';
import type { i18n as I18nInstance, ResourceKey, TFunction } from 'i18next';
import ar from '../locales/messages/ar.json';
import cn from '../locales/messages/cn.json';
import english from '../locales/messages/en.json';
import fr from '../locales/messages/fr.json';
import vi from '../locales/messages/vi.json';
import type { TranslatedLanguage } from './languages';
import { MESSAGES_NAMESPACE } from './messageNamespace';

export { MESSAGES_NAMESPACE };

/**
 * Every English message the catalogue knows (placeholders written `{{name}}`). The English text is its own key, so
 * `en.json` lists the texts once, not as `"text": "text"` pairs. `createLazyI18n` (the apps) loads no English
 * catalogue: `translateMessage` gives each text as its own default value, so this list comes with the modules that
 * translate messages, not with the first page (issue 23).
 */
export const knownMessages: readonly string[] = english;

/** The English catalogue as i18next takes it: each text mapped to itself. */
const englishMessages = (): Record<string, string> =>
  Object.fromEntries(knownMessages.map((text) => [text, text]));

/** The message catalogue of each translated language (bundled, like the ui strings). */
export const messageResources: Readonly<Record<TranslatedLanguage, ResourceKey>> = {
  en: /* @__PURE__ */ englishMessages(),
  fr,
  vi,
  cn,
  ar,
};
const known = new Set(knownMessages);

const LOOKUP = { ns: MESSAGES_NAMESPACE, keySeparator: false, nsSeparator: false } as const;
/** Placeholders whose value is itself a message (a server reason inside a §8 text) and is translated too. */
const NESTED = new Set(['message', 'reason']);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** What `translateMessage` takes: an i18next instance or any `t` of one (e.g. from `useTranslation`). */
export type MessageTranslator = I18nInstance | TFunction;
export type MessageValues = Record<string, string | number>;

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Messages with variable parts, as regular expressions: the server sends `Out of stock: "Brake pad"`, the
 * catalogue has `Out of stock: "{{name}}"`. Longest literal text first, so the most specific pattern wins.
 */
const patterns: Pattern[] = knownMessages
  .filter((key) => key.includes('{{'))
  .map((key) => {
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of key.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(key.slice(last, match.index));
      source += '([\\s\\S]+?)';
      names.push(match[1] as string);
      last = match.index + match[0].length;
    }
    source += escapeRegExp(key.slice(last));
    return { key, names, regex: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);

const tOf = (translator: MessageTranslator): TFunction =>
  typeof translator === 'function' ? translator : translator.t.bind(translator);

/** The catalogue entry and values for a concrete message, if any (exact text first, then the patterns). */
function matchMessage(message: string): { key: string; values: MessageValues } | undefined {
  if (known.has(message)) return { key: message, values: {} };
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** Whether the catalogue has a translation for this text (exactly, or through a message with placeholders). */
export function isKnownMessage(message: string): boolean {
  return matchMessage(message.trim()) !== undefined;
}

/**
 * The message in the translator's language when the catalogue knows it, otherwise the text unchanged (a server
 * message we have no translation for still shows). Two ways to call it:
 * - with the concrete text, as the SDK or server gave it: `translateMessage(i18n, 'Out of stock: "Brake pad"')`
 *   matches `Out of stock: "{{name}}"` and keeps "Brake pad";
 * - with a catalogue key and values, as the apps do for their own toasts:
 *   `translateMessage(t, 'Order status updated to {{status}}', { status: label })`.
 * Values named `message` or `reason` are translated as messages too (`Upload failed: {{message}}`).
 */
export function translateMessage(
  translator: MessageTranslator,
  message: string,
  values: MessageValues = {},
): string {
  if (typeof message !== 'string' || !message) return message;
  const text = message.trim();
  const match = matchMessage(text);
  if (!match) return message;
  const all: MessageValues = { ...match.values, ...values };
  for (const name of NESTED) {
    const value = all[name];
    if (typeof value === 'string') all[name] = translateMessage(translator, value);
  }
  const t = tOf(translator);
  return String(t(match.key, { ...LOOKUP, ...all, defaultValue: match.key }));
}

export interface TranslatedError {
  /** The message to show, in the user's language. */
  message: string;
  /** The server's field problems (`data.email`, ...), each message translated. */
  details: { path: string; message: string }[];
}

function isApiErrorLike(error: unknown): error is Pick<ApiError, 'message' | 'details'> {
  if (error instanceof ApiError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/**
 * An SDK `ApiError` (or anything thrown) for people: its message and field details translated. When the message
 * itself is unknown but every field detail is known (the server's `Invalid body field "data.email": ...` summary),
 * the translated details are shown instead. Errors that are not API errors show the §8 default
 * 'Something went wrong!' unless their message is in the catalogue; a plain string is translated as a message.
 */
export function translateError(translator: MessageTranslator, error: unknown): TranslatedError {
  if (typeof error === 'string')
    return { message: translateMessage(translator, error || DEFAULT_ERROR_MESSAGE), details: [] };
  if (!isApiErrorLike(error)) {
    const own = error instanceof Error ? error.message : '';
    return {
      message: translateMessage(translator, own && isKnownMessage(own) ? own : DEFAULT_ERROR_MESSAGE),
      details: [],
    };
  }
  const rawDetails = Array.isArray(error.details) ? error.details : [];
  const details = rawDetails
    .filter((d) => d && typeof d.message === 'string')
    .map((d) => ({ path: String(d.path ?? ''), message: translateMessage(translator, d.message) }));
  const message = error.message || DEFAULT_ERROR_MESSAGE;
  if (isKnownMessage(message) || !details.length)
    return { message: translateMessage(translator, message), details };
  const simple = rawDetails.every((d) => typeof d?.message === 'string' && isKnownMessage(d.message));
  if (!simple) return { message: translateMessage(translator, message), details };
  const unique = [...new Set(details.map((d) => d.message))];
  return { message: unique.join(' '), details };
}

/** `translateError(...).message`: what a toast or an alert shows for a failed call. */
export function errorMessage(translator: MessageTranslator, error: unknown): string {
  return translateError(translator, error).message;
}
