/** Where the SDK keeps the signed-in session. Pluggable so widgets and tests need no browser storage. */
export interface TokenStore {
  getToken(): string | null;
  setToken(token: string | null): void;
  /** Who is signed in (§3 keys `userId`, `userType`); stores without it keep only the token. */
  getSession?(): StoredSession | null;
  /** Writes the whole session (token, userId, userType), or clears it with `null`. */
  setSession?(session: StoredSession | null): void;
}

/** The signed-in session as the browser keeps it (§3: accessToken, userId, userType). */
export interface StoredSession {
  token: string;
  userId: number;
  userType: string;
}

/** Keeps the token in memory only (widgets, tests, the server side). */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  let session: StoredSession | null = null;
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next;
      if (next === null || next !== session?.token) session = null;
    },
    getSession: () => session,
    setSession: (next) => {
      session = next;
      token = next?.token ?? null;
    },
  };
}

/** The browser key the spec uses for the token (§3). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** The browser keys of the signed-in user's id and role (§3). */
export const USER_ID_KEY = 'userId';
export const USER_TYPE_KEY = 'userType';
/** Profile details the apps cache beside the session (§3); logout clears them too. */
export const PROFILE_KEYS = ['avatarUrl', 'username', 'phoneNumber', 'email'] as const;
const SESSION_KEYS = [ACCESS_TOKEN_KEY, USER_ID_KEY, USER_TYPE_KEY, ...PROFILE_KEYS];

/**
 * The page's localStorage, read when called (never at import: server rendering has none), or undefined where there
 * is none or it is blocked (sandboxed frames, some private modes throw on access). For apps that opt into persisting
 * the session or the stores: `localTokenStore(browserStorage())`, `createCartStore(browserStorage())`.
 */
export function browserStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  // Node 25 has a localStorage of its own, one for the whole process: a server must not keep visitors' sessions there.
  if (typeof window === 'undefined') return undefined;
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the session in browser storage under the spec's keys (§3: accessToken, userId, userType); falls back to memory
 * where storage is unavailable. Only for the marketplace's own pages: on anyone else's origin those keys are the host
 * page's (a garage's own `accessToken` would go out as our bearer token), so `createClient` never uses this store
 * unless it is passed as `auth` (ADR 0020).
 */
export function localTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = browserStorage(),
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
        if (token === null) {
          for (const key of SESSION_KEYS) storage.removeItem(key);
        } else storage.setItem(ACCESS_TOKEN_KEY, token);
      } catch {
        memory.setToken(token);
      }
    },
    getSession() {
      try {
        const token = storage.getItem(ACCESS_TOKEN_KEY);
        const userId = Number(storage.getItem(USER_ID_KEY));
        const userType = storage.getItem(USER_TYPE_KEY);
        return token && Number.isInteger(userId) && userId > 0 && userType
          ? { token, userId, userType }
          : null;
      } catch {
        return memory.getSession?.() ?? null;
      }
    },
    setSession(session) {
      try {
        if (session === null) {
          for (const key of SESSION_KEYS) storage.removeItem(key);
          return;
        }
        storage.setItem(ACCESS_TOKEN_KEY, session.token);
        storage.setItem(USER_ID_KEY, String(session.userId));
        storage.setItem(USER_TYPE_KEY, session.userType);
      } catch {
        memory.setSession?.(session);
      }
    },
  };
}
