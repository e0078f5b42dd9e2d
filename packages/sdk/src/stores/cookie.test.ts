import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE, type CookieJar, cookieStorage, readCookie } from './cookie.js';
import type { StorageLike } from './persisted.js';

/** A cookie jar that behaves like `document.cookie`: writes set or (Max-Age=0) delete one cookie, reads list them. */
function fakeJar(): CookieJar & { writes: string[] } {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (attributes.includes('Max-Age=0')) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1));
    },
  };
}

function memory(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('cookieStorage', () => {
  it('writes a first-party cookie the server can read: Path=/, SameSite=Lax, one year, not HttpOnly', () => {
    const jar = fakeJar();
    const storage = cookieStorage({ jar });
    storage.setItem('settings', '{"colorScheme":"dark"}');
    expect(jar.writes).toEqual([
      `settings=${encodeURIComponent('{"colorScheme":"dark"}')}; Path=/; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE}`,
    ]);
    expect(storage.getItem('settings')).toBe('{"colorScheme":"dark"}');
    expect(readCookie(jar.cookie, 'settings')).toBe('{"colorScheme":"dark"}');
    storage.setItem('i18nextLng', 'ar');
    expect(jar.cookie).toContain('i18nextLng=ar');
  });

  it('adds Secure when asked (default: on https pages)', () => {
    const jar = fakeJar();
    cookieStorage({ jar, secure: true }).setItem('i18nextLng', 'fr');
    expect(jar.writes[0]).toMatch(/; Secure$/);
  });

  it('removes a cookie with Max-Age=0 and reads a missing one as null', () => {
    const jar = fakeJar();
    const storage = cookieStorage({ jar });
    storage.setItem('i18nextLng', 'vi');
    storage.removeItem('i18nextLng');
    expect(storage.getItem('i18nextLng')).toBeNull();
    expect(jar.writes.at(-1)).toContain('Max-Age=0');
  });

  it('does not write a value too long for a cookie', () => {
    const jar = fakeJar();
    const storage = cookieStorage({ jar });
    storage.setItem('settings', '{"a":1}');
    storage.setItem('settings', 'x'.repeat(5000));
    expect(storage.getItem('settings')).toBeNull();
  });

  it('moves a value from the old storage to the cookie, and keeps it there when cookies are blocked', () => {
    const jar = fakeJar();
    const legacy = memory({ i18nextLng: 'fr' });
    const storage = cookieStorage({ jar, migrateFrom: legacy });
    expect(storage.getItem('i18nextLng')).toBe('fr');
    expect(readCookie(jar.cookie, 'i18nextLng')).toBe('fr');
    expect(legacy.data.has('i18nextLng')).toBe(false);
    expect(storage.getItem('settings')).toBeNull();
    // A value left in the old storage is the latest (nothing writes there any more): it replaces the cookie.
    legacy.setItem('i18nextLng', 'ar');
    expect(storage.getItem('i18nextLng')).toBe('ar');
    expect(readCookie(jar.cookie, 'i18nextLng')).toBe('ar');
    expect(legacy.data.has('i18nextLng')).toBe(false);

    const blocked: CookieJar = { cookie: '' };
    Object.defineProperty(blocked, 'cookie', { get: () => '', set: () => {} });
    const kept = memory({ i18nextLng: 'vi' });
    expect(cookieStorage({ jar: blocked, migrateFrom: kept }).getItem('i18nextLng')).toBe('vi');
    expect(kept.data.get('i18nextLng')).toBe('vi');
  });

  it('stores nothing where there is no document (server rendering)', () => {
    const storage = cookieStorage();
    expect(() => storage.setItem('i18nextLng', 'fr')).not.toThrow();
    expect(storage.getItem('i18nextLng')).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds one cookie by exact name and decodes it; a badly encoded one is null', () => {
    expect(readCookie('xsettings=1; settings=%7B%7D', 'settings')).toBe('{}');
    expect(readCookie('settings=%E0%A4%A', 'settings')).toBeNull();
    expect(readCookie(undefined, 'settings')).toBeNull();
    expect(readCookie('a=1', 'settings')).toBeNull();
  });
});
