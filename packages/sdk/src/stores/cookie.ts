import type { StorageLike } from './persisted.js';

/** One year, in seconds: how long a cookie written by `cookieStorage` lasts (each write renews it). */
export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Longest value `cookieStorage` writes; browsers keep about 4 KB per cookie, and every request carries them all. */
export const COOKIE_VALUE_LIMIT = 1024;

/** Something with a `cookie` property that reads and writes like `document.cookie`. */
export interface CookieJar {
  cookie: string;
}

export interface CookieStorageOptions {
  /** The cookie jar. Default the page's `document`, read on each call (none on the server: nothing stored). */
  jar?: CookieJar | undefined;
  /** `Max-Age` in seconds. Default one year. */
  maxAge?: number;
  /**
   * Where the values lived before (e.g. `browserStorage()`): a key found there is read once, wins over the cookie,
   * is written to the cookie and removed from it, so visitors keep what they chose before the move.
   */
  migrateFrom?: StorageLike | undefined;
  /** Add `Secure`. Default: when the page is on https. */
  secure?: boolean;
}

/** One cookie's decoded value from a `Cookie` header or `document.cookie`, or null (absent or badly encoded). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

const defaultJar = (): CookieJar | undefined => {
  try {
    return typeof document === 'undefined' ? undefined : document;
  } catch {
    return undefined;
  }
};

/**
 * First-party cookies as a `StorageLike`, for values the server must read when it sends a page (the chosen language,
 * the display settings: ADR 0024). Each key is one cookie, `Path=/; SameSite=Lax; Max-Age=<1 year>` (and `Secure` on
 * https), value URI-encoded; not HttpOnly, since the page writes it. A value longer than `COOKIE_VALUE_LIMIT` is not
 * written (the previous one is removed). Failures (cookies blocked, sandboxed frames) are left to the caller, as with
 * localStorage. Only for the marketplace's own pages: like `browserStorage()`, nothing in the SDK uses it unless an app
 * passes it (ADR 0020).
 */
export function cookieStorage(options: CookieStorageOptions = {}): StorageLike {
  const maxAge = options.maxAge ?? COOKIE_MAX_AGE;
  const jar = () => options.jar ?? defaultJar();
  const secure = () => options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const write = (key: string, value: string, age: number) => {
    const target = jar();
    if (!target) return;
    const flags = `; Path=/; SameSite=Lax; Max-Age=${age}${secure() ? '; Secure' : ''}`;
    target.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}${flags}`;
  };
  const storage: StorageLike = {
    getItem(key) {
      const cookie = readCookie(jar()?.cookie, encodeURIComponent(key));
      // A value still in the old storage was put there before the move (nothing writes it since): it is the
      // visitor's latest, so it wins over a cookie, moves to the cookie, and leaves the old storage.
      const legacy = options.migrateFrom?.getItem(key) ?? null;
      if (legacy === null) return cookie;
      storage.setItem(key, legacy);
      // Removed only once the cookie holds it (cookies may be blocked while localStorage is not).
      if (readCookie(jar()?.cookie, encodeURIComponent(key)) === legacy) options.migrateFrom?.removeItem(key);
      return legacy;
    },
    setItem(key, value) {
      if (encodeURIComponent(value).length > COOKIE_VALUE_LIMIT) write(key, '', 0);
      else write(key, value, maxAge);
    },
    removeItem(key) {
      write(key, '', 0);
    },
  };
  return storage;
}
