/** Where the SDK keeps the signed-in session. Pluggable so widgets and tests need no browser storage. */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string | null): void;
}

/** Keeps the token in memory only (widgets, tests, the server side). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
  };
}

/** The browser key the spec uses for the token (§3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Keeps the token in localStorage under the spec's key; falls back to memory where storage is unavailable. */
export function localTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): TokenStore {
  const memory = memoryTokenStore();
  if (!storage) return memory;
  return {
    getToken() {
      try {
        return storage.getItem(ACCESS_TOKEN_KEY);
      } catch {
        return memory.getToken();
      }
    },
    setToken(token) {
      try {
        if (token === null) storage.removeItem(ACCESS_TOKEN_KEY);
        else storage.setItem(ACCESS_TOKEN_KEY, token);
      } catch {
        memory.setToken(token);
      }
    },
  };
}
