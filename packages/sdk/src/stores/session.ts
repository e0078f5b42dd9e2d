import { type Atom, atom, getDefaultStore } from 'jotai/vanilla';
import {
  ACCESS_TOKEN_KEY,
  type StoredSession,
  type TokenStore,
  USER_ID_KEY,
  USER_TYPE_KEY,
} from '../auth.js';
import { isUserProfile } from '../domain/user-profile.js';
import { ApiError, NetworkError } from '../errors.js';
import type { UserProfile, UserPublic } from '../schemas/users.js';
import type { JotaiStore, StoreOptions } from './persisted.js';

/**
 * The signed-in session (§3 keys accessToken, userId, userType in localStorage) as a jotai atom shared by the
 * storefront and the console (same origin, same keys): this tab's sign-in and sign-out change it through
 * `refresh()`/`clear()`, other tabs' through the `storage` event while it is mounted (§4: a storage change signs this
 * tab out too). Framework-free (`jotai/vanilla`); React reads it with `useAtomValue(session.atom, { store: session.store })`.
 */
export interface SessionStore {
  /** The session (null when signed out), in `store`; mounting it catches up with storage first. */
  readonly atom: Atom<StoredSession | null>;
  readonly store: JotaiStore;
  get(): StoredSession | null;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage and notifies when the session changed (call after login, register or a password change). */
  refresh(): void;
  /** Forgets the session (token, user id, role and cached profile keys, §4), here and, through storage, in other tabs. */
  clear(): void;
  /**
   * The server refused `token` for good (§4): ends the session only if `token` is still the stored one, so a refusal
   * that arrives after a fresh sign-in (an answer to a request sent with the old token) ends nothing. Returns whether
   * it ended the session.
   */
  endIfCurrent(token: string | null): boolean;
}

const SESSION_KEYS = new Set([ACCESS_TOKEN_KEY, USER_ID_KEY, USER_TYPE_KEY]);

const sameSession = (a: StoredSession | null, b: StoredSession | null) =>
  a?.token === b?.token && a?.userId === b?.userId && a?.userType === b?.userType;

export function createSessionStore(
  tokens: TokenStore,
  { store = getDefaultStore() }: StoreOptions = {},
): SessionStore {
  const read = () => tokens.getSession?.() ?? null;
  const value = atom(read());
  // Only a changed session is a new value: the snapshot stays the same object otherwise.
  const session = atom(
    (get) => get(value),
    (get, set) => {
      const next = read();
      if (!sameSession(next, get(value))) set(value, next);
    },
  );
  session.onMount = (refresh) => {
    // Nobody listened to storage until now: catch up first.
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || SESSION_KEYS.has(event.key)) refresh();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  };
  const refresh = () => store.set(session);
  return {
    atom: session,
    store,
    get: () => store.get(session),
    subscribe: (listener) => store.sub(session, listener),
    refresh,
    clear() {
      tokens.setToken(null);
      refresh();
    },
    endIfCurrent(token) {
      if (token === null || tokens.getToken() !== token) return false;
      tokens.setToken(null);
      refresh();
      return true;
    },
  };
}

/**
 * Whether loading the signed-in user failed for good (§4: the server refused the token, the user is gone, or the answer
 * is not our own profile), which ends the session; a lost connection does not.
 */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && !(error instanceof NetworkError);

/** What `retrieveSessionUser` needs of a client: the user read and the token store it signs requests with. */
interface SessionClient {
  users: { retrieve(id: number, options?: { signal?: AbortSignal }): Promise<UserProfile | UserPublic> };
  tokens: TokenStore;
}

/**
 * The signed-in user's own profile (§4: loaded by the stored id). A refusal for good ends the session only if the
 * token it refused is still the stored one; when a fresh sign-in replaced the token while the request was out (a
 * confirmed email change signs every other session out and this browser in again), the profile is asked again with
 * the new token instead of signing the fresh session out. A lost connection keeps the session and is thrown.
 */
export async function retrieveSessionUser(
  client: SessionClient,
  store: SessionStore,
  userId: number,
  signal?: AbortSignal,
): Promise<UserProfile> {
  const sentWith = client.tokens.getToken();
  try {
    const user = await client.users.retrieve(userId, { signal });
    // Our own id must answer the full profile; anything else is invalid data, which ends the session (§4).
    if (!isUserProfile(user)) throw new ApiError('Failed to fetch user', 0);
    return user;
  } catch (error) {
    if (!endsSession(error) || store.endIfCurrent(sentWith)) throw error;
    const now = client.tokens.getSession?.() ?? null;
    if (now === null || now.token === sentWith) throw error;
    return retrieveSessionUser(client, store, now.userId, signal);
  }
}
