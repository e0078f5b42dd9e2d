import { describe, expect, it } from 'vitest';
import { localTokenStore, memoryTokenStore } from './auth.js';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('localTokenStore', () => {
  it('writes the §3 session keys and clears them all', () => {
    const storage = fakeStorage();
    const store = localTokenStore(storage);
    store.setSession?.({ token: 'abc', userId: 7, userType: 'vendor' });
    expect(Object.fromEntries(storage.map)).toEqual({ accessToken: 'abc', userId: '7', userType: 'vendor' });
    expect(store.getToken()).toBe('abc');
    expect(store.getSession?.()).toEqual({ token: 'abc', userId: 7, userType: 'vendor' });
    store.setSession?.(null);
    expect(storage.map.size).toBe(0);
    expect(store.getSession?.()).toBeNull();
  });

  it('setToken(null) logs out completely', () => {
    const storage = fakeStorage();
    const store = localTokenStore(storage);
    store.setSession?.({ token: 'abc', userId: 7, userType: 'vendor' });
    storage.setItem('avatarUrl', '/uploads/a.png');
    storage.setItem('wishlist', '[]');
    store.setToken(null);
    expect(Object.fromEntries(storage.map)).toEqual({ wishlist: '[]' });
  });

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = localTokenStore(broken);
    store.setSession?.({ token: 'abc', userId: 1, userType: 'customer' });
    expect(store.getToken()).toBe('abc');
    expect(store.getSession?.()).toEqual({ token: 'abc', userId: 1, userType: 'customer' });
  });
});

describe('memoryTokenStore', () => {
  it('keeps the session and forgets it on logout', () => {
    const store = memoryTokenStore();
    store.setSession?.({ token: 't', userId: 2, userType: 'admin' });
    expect(store.getToken()).toBe('t');
    store.setToken(null);
    expect(store.getSession?.()).toBeNull();
    expect(store.getToken()).toBeNull();
  });
});
