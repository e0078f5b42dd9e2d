import type { Business, StoredSession } from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { sdk } from '../sdk';

/**
 * The shops a screen lets the signed-in user pick: a vendor's own, or every shop for an admin. One query key per
 * audience, so the product form and the products index share the cached list.
 */
export function useManageableShops(session: StoredSession | null) {
  const isAdmin = session?.userType === 'admin';
  return useQuery({
    queryKey: ['business', isAdmin ? 'all' : 'user', session?.userId],
    queryFn: ({ signal }): Promise<Business[]> =>
      isAdmin
        ? sdk.business.list({ status: 'all' }, { signal })
        : sdk.business.listForUser(session?.userId, { signal }),
    enabled: session !== null,
  });
}
