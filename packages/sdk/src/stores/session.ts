import {
  ACCESS_TOKEN_KEY,
  type StoredSession,
  type TokenStore,
  USER_ID_KEY,
  USER_TYPE_KEY,
} from '../auth.js';
import { ApiError, NetworkError } from '../errors.js';

/**
 * The signed-in session (§3 keys accessToken, userId, userType in localStorage) as a tiny external store shared by the
 * storefront and the console (same origin, same keys): this tab's sign-in and sign-out notify subscribers through
 * `refresh()`/`clear()`, other tabs' through the `storage` event (§4: a storage change signs this tab out too).
 * Framework-free; React reads it with `useSyncExternalStore(store.subscribe, store.get)`.
 */
export interface SessionStore {
  get(): StoredSession | null;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage and notifies when the session changed (call after login, register or a password change). */
  refresh(): void;
  /** Forgets the session (token, user id, role and cached profile keys, §4), here and, through storage, in other tabs. */
  clear(): void;
}

const SESSION_KEYS = new Set([ACCESS_TOKEN_KEY, USER_ID_KEY, USER_TYPE_KEY]);

const sameSession = (a: StoredSession | null, b: StoredSession | null) =>
  a?.token === b?.token && a?.userId === b?.userId && a?.userType === b?.userType;

export function createSessionStore(tokens: TokenStore): SessionStore {
  const read = () => tokens.getSession?.() ?? null;
  const listeners = new Set<() => void>();
  let snapshot = read();
  const refresh = () => {
    const next = read();
    if (sameSession(next, snapshot)) return;
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) refresh();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      if (listeners.size === 0) {
        // Nobody listened to storage until now: catch up first (React reads the snapshot again after subscribing).
        refresh();
        globalThis.addEventListener?.('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    refresh,
    clear() {
      tokens.setToken(null);
      refresh();
    },
  };
}

/**
 * Whether loading the signed-in user failed for good (§4: the server refused the token, the user is gone, or the answer
 * is not our own profile), which ends the session; a lost connection does not.
 */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && !(error instanceof NetworkError);
