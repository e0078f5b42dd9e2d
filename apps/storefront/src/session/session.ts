import { createSessionStore, retrieveSessionUser, type StoredSession } from '@abossey/sdk';
import { sdk } from '../sdk';
import { useStoredValue } from '../storedValue';

/** The signed-in session (§3 keys in localStorage), shared with the console and other tabs (`createSessionStore`). */
const store = createSessionStore(sdk.tokens);

/** The stored session, or null when signed out. Re-renders on sign-in, sign-out and other tabs' changes. */
export function useSession(): StoredSession | null {
  return useStoredValue(store, null);
}

/** Call after login, register or a password change. */
export const refreshSession = store.refresh;
/** Forgets the session here and, through storage, in other tabs. */
export const clearSession = store.clear;
/** The signed-in user's own profile; a refused token ends the session unless a fresh sign-in replaced it meanwhile. */
export const loadSessionUser = (userId: number, signal?: AbortSignal) =>
  retrieveSessionUser(sdk, store, userId, signal);
