import { createSessionStore, NetworkError, retrieveSessionUser, type StoredSession } from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai/react';
import { sdk } from '../sdk';

/** The session the storefront's sign-in stored (§3 keys in localStorage, same origin), shared by tabs and apps. */
const store = createSessionStore(sdk.tokens);

/** The stored session, or null when signed out. */
export function useSession(): StoredSession | null {
  return useAtomValue(store.atom, { store: store.store });
}

/** Forgets the session (token, id, role and cached profile keys, §4). */
export const clearSession = store.clear;

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
    // A refused token ends the session, unless a fresh sign-in replaced it while the request was out.
    queryFn: ({ signal }) => retrieveSessionUser(sdk, store, session?.userId ?? 0, signal),
    staleTime: 60_000,
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
  });
  return { session, user: session ? query.data : undefined };
}
