import { ACCESS_TOKEN_KEY, type StoredSession, USER_ID_KEY, USER_TYPE_KEY } from '@abossey/sdk';
import { useSyncExternalStore } from 'react';
import { sdk } from '../sdk';

/**
 * The signed-in session (§3 keys accessToken, userId, userType in localStorage), as a tiny external store: this tab's
 * sign-in and sign-out notify listeners directly, other tabs' through the `storage` event (§4: a storage change
 * signs this tab out too).
 */
const listeners = new Set<() => void>();
const SESSION_KEYS = new Set([ACCESS_TOKEN_KEY, USER_ID_KEY, USER_TYPE_KEY]);

let snapshot: StoredSession | null = read();

function read(): StoredSession | null {
  return sdk.tokens.getSession?.() ?? null;
}

function sameSession(a: StoredSession | null, b: StoredSession | null): boolean {
  return a?.token === b?.token && a?.userId === b?.userId && a?.userType === b?.userType;
}

/** Re-reads storage and notifies subscribers when the session changed (call after login, register or logout). */
export function refreshSession(): void {
  const next = read();
  if (sameSession(next, snapshot)) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) refreshSession();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session, or null when signed out. Re-renders on sign-in, sign-out and other tabs' changes. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}

/** Forgets the session (token, user id, role and cached profile keys, §4) in this tab and, through storage, in others. */
export function clearSession(): void {
  sdk.tokens.setToken(null);
  refreshSession();
}
