import {
  type OrderListUrlState,
  readOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from '@abossey/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { sdk } from '../../sdk';

/** The query key of the buyer's order lists (every filter combination), for invalidation after a delete. */
const MY_ORDERS_KEY = ['orders', 'mine'] as const;

/**
 * "My orders" as the URL says (§2: tab, keyword, dates, sort, page; the SDK's order-list params, shared with the
 * console's lists): the state, `go` to change it (each change a history entry, so Back returns to the previous
 * filters) and the page of the buyer's orders it selects.
 */
export function useMyOrders() {
  const [params, setParams] = useSearchParams();
  const state = readOrderListParams(params);
  const query = toOrderListQuery(state);
  const orders = useQuery({
    queryKey: [...MY_ORDERS_KEY, query],
    queryFn: async ({ signal }) => {
      const page = await sdk.orders.list(query, { signal });
      return { orders: page.data, meta: page.meta };
    },
    placeholderData: keepPreviousData,
  });
  const go = (next: OrderListUrlState) => setParams(writeOrderListParams(next));
  return { state, go, orders };
}
