import { ApiError, endsSession, isUserProfile, NetworkError } from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sdk } from '../sdk';
import { clearSession, useSession } from './session';

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
    queryFn: async ({ signal }) => {
      const user = await sdk.users.retrieve(session?.userId ?? 0, { signal });
      // Our own id must answer the full profile; anything else is invalid data, which ends the session (§4).
      if (!isUserProfile(user)) throw new ApiError('Failed to fetch user', 0);
      return user;
    },
    staleTime: 60_000,
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
  });
  const failedForGood = endsSession(query.error);
  useEffect(() => {
    if (failedForGood) clearSession();
  }, [failedForGood]);
  return { session, user: session ? query.data : undefined, isLoading: session !== null && query.isPending };
}
