import type { StorageLike } from '@abossey/sdk';
import { type LanguageCode, matchLanguage } from './languages';

/** §1: the chosen language is stored under this localStorage key (the same key i18next's detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

function localStorageOrNone(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Merely touching localStorage throws in sandboxed iframes and with storage disabled.
    return undefined;
  }
}

/**
 * The stored language, or undefined when nothing usable is stored. Accepts the raw value i18next writes (`fr`)
 * and a JSON string (`"fr"`, as jotai's atomWithStorage writes). §8: storage failures are logged and ignored.
 * `storage` defaults to the page's localStorage; the apps pass the SDK's `cookieStorage()` (ADR 0024).
 */
export function readStoredLanguage(
  storage: StorageLike | undefined = localStorageOrNone(),
): LanguageCode | undefined {
  try {
    return matchLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch (error) {
    console.warn('[abossey/ui] Could not read the stored language', error);
    return undefined;
  }
}

/** Stores the raw code (`fr`), as i18next's own detector would. */
export function storeLanguage(
  code: LanguageCode,
  storage: StorageLike | undefined = localStorageOrNone(),
): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch (error) {
    console.warn('[abossey/ui] Could not store the language', error);
  }
}

/** The first of the browser's preferred languages that Abossey supports, if any. */
export function browserLanguage(): LanguageCode | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const candidate of preferred) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return undefined;
}

/**
 * The language the server chose for this page (`<html data-lng>`, written only by the API when it sends a page: the
 * `i18nextLng` cookie, else `Accept-Language`), or undefined. The apps pass it as `defaultLng`, so a first visit
 * starts in the language the server's HTML is already in. Not `<html lang>`: the built `index.html` says `en` on its own.
 */
export function serverLanguage(): LanguageCode | undefined {
  if (typeof document === 'undefined') return undefined;
  return matchLanguage(document.documentElement.getAttribute('data-lng'));
}
