import {
  ACCESS_TOKEN_KEY,
  ApiError,
  isUserProfile,
  NetworkError,
  type StoredSession,
  USER_ID_KEY,
  USER_TYPE_KEY,
} from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sdk } from '../sdk';

/**
 * The session the storefront's sign-in stored (§3 keys accessToken, userId, userType in localStorage; same origin).
 * A small console version of the storefront's session hooks: read on load, re-read when another tab changes it.
 */
const SESSION_KEYS = new Set([ACCESS_TOKEN_KEY, USER_ID_KEY, USER_TYPE_KEY]);
const listeners = new Set<() => void>();
let snapshot: StoredSession | null = sdk.tokens.getSession?.() ?? null;

function refresh(): void {
  const next = sdk.tokens.getSession?.() ?? null;
  if (
    next?.token === snapshot?.token &&
    next?.userId === snapshot?.userId &&
    next?.userType === snapshot?.userType
  )
    return;
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.has(event.key)) refresh();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session, or null when signed out. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => null,
  );
}

/** Forgets the session (token, id, role and cached profile keys, §4). */
export function clearSession(): void {
  sdk.tokens.setToken(null);
  refresh();
}

/** The storefront's sign-in page, coming back to `returnUrl` afterwards (§6). */
export function signInHref(returnUrl: string): string {
  return `/auth/sign-in?${new URLSearchParams({ returnUrl })}`;
}

/**
 * The signed-in user's profile (§4: loaded by the stored id). A refused token or a missing user ends the session;
 * a lost connection keeps it and reports the error.
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({
    queryKey: ['users', 'me', session?.userId],
    enabled: session !== null,
    queryFn: async ({ signal }) => {
      const user = await sdk.users.retrieve(session?.userId ?? 0, { signal });
      if (!isUserProfile(user)) throw new ApiError('Failed to fetch user', 0);
      return user;
    },
    staleTime: 60_000,
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
  });
  const failedForGood = query.error instanceof ApiError && !(query.error instanceof NetworkError);
  useEffect(() => {
    if (failedForGood) clearSession();
  }, [failedForGood]);
  return { session, user: session ? query.data : undefined };
}
