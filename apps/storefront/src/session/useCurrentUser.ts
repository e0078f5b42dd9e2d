import { NetworkError } from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { loadSessionUser, useSession } from './session';

export const currentUserKey = (userId: number | undefined) => ['users', 'me', userId] as const;

/**
 * The signed-in user's profile, loaded by the stored user id (§4). When the server refuses the token or the user is
 * gone, the session ends; a lost connection keeps the session and reports the error.
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({
    queryKey: currentUserKey(session?.userId),
    enabled: session !== null,
    queryFn: ({ signal }) => loadSessionUser(session?.userId ?? 0, signal),
    staleTime: 60_000,
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
  });
  return { session, user: session ? query.data : undefined, isLoading: session !== null && query.isPending };
}
