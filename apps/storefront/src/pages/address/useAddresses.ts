import type { Address } from '@abossey/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sdk } from '../../sdk';
import { useSession } from '../../session/session';

const addressesKey = (userId: number | undefined) => ['addresses', userId] as const;

/** The signed-in buyer's saved addresses (oldest first, §7). */
export function useAddresses() {
  const session = useSession();
  return useQuery({
    queryKey: addressesKey(session?.userId),
    enabled: session !== null,
    queryFn: ({ signal }) => sdk.addresses.list({ signal }),
  });
}

/** After a change: the server decides which address is the default, so the list is read again. */
export function useRefreshAddresses() {
  const queryClient = useQueryClient();
  const session = useSession();
  return (changed?: Address) => {
    if (changed)
      queryClient.setQueryData<Address[]>(addressesKey(session?.userId), (list) =>
        list?.some((a) => a.id === changed.id)
          ? list.map((a) => (a.id === changed.id ? changed : a))
          : [...(list ?? []), changed],
      );
    return queryClient.invalidateQueries({ queryKey: ['addresses'] });
  };
}

/** The address to preselect: the chosen one if still there, else the default, else the newest. */
export function preferredAddress(addresses: readonly Address[], chosen: number | null): Address | undefined {
  return (
    addresses.find((a) => a.id === chosen) ??
    addresses.find((a) => a.isDefault) ??
    addresses.at(-1) ??
    undefined
  );
}
