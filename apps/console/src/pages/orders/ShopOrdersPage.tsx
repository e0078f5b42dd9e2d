import {
  type MemberBusiness,
  type OrderListUrlState,
  readOrderListParams,
  refineOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from '@abossey/sdk';
import { ErrorPanel, Select, SelectItem, Skeleton, useMessageTranslation, vars } from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { useSession } from '../../session/session';
import { PageHeading } from '../../shell/Page';
import { ConsoleOrderList } from './ConsoleOrderList';
import { ORDER_TABS } from './orderTransitions';

/** `/shop/orders?shopId=` (vendor, §2): one of the vendor's shops at a time, its part of each order. */
export function ShopOrdersPage() {
  const { t } = useTranslation('orders');
  const { tm, errorMessage } = useMessageTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readOrderListParams(params);
  const go = (next: OrderListUrlState) => setParams(writeOrderListParams(next));

  const shops = useQuery({
    queryKey: ['business', 'user', session?.userId],
    queryFn: ({ signal }): Promise<MemberBusiness[]> => sdk.business.listForUser(session?.userId, { signal }),
  });
  // The shop in the URL if it is one of theirs, else the first (§2).
  const shop = shops.data?.find((s) => s.id === filters.shopId) ?? shops.data?.[0] ?? null;

  const query = toOrderListQuery(filters);
  const result = useQuery({
    queryKey: ['orders', 'business', shop?.id, query],
    queryFn: async ({ signal }) => {
      const page = await sdk.orders.listForBusiness(shop?.id ?? 0, query, { signal });
      return { orders: page.data.orders, meta: page.meta };
    },
    enabled: shop !== null,
    placeholderData: keepPreviousData,
  });

  const noShops = shops.isSuccess && shops.data.length === 0;
  return (
    <>
      <PageHeading
        title={t('shop.title')}
        subtitle={result.isSuccess ? t('list.count', { count: result.data.meta.total }) : undefined}
      />
      <div style={{ maxInlineSize: '24rem', marginBlockEnd: vars.space[3] }}>
        {shops.isPending ? (
          <Skeleton variant="rect" height="3.5rem" />
        ) : (
          <Select
            label={t('shop.business')}
            fullWidth
            value={shop?.id ?? null}
            placeholder={noShops || shops.isError ? tm('No businesses available') : undefined}
            isDisabled={!shops.data?.length}
            onChange={(key) => go(refineOrderListParams(filters, { shopId: Number(key) }))}
          >
            {(shops.data ?? []).map((s) => (
              <SelectItem key={s.id} id={s.id} textValue={s.name}>
                {s.name}
              </SelectItem>
            ))}
          </Select>
        )}
      </div>
      {shops.isError ? (
        <ErrorPanel
          message={
            shops.error.message === 'Failed to fetch businesses'
              ? tm('Failed to fetch businesses')
              : errorMessage(shops.error)
          }
          onRetry={() => shops.refetch()}
          isRetrying={shops.isRefetching}
        />
      ) : noShops ? (
        <p role="status">{tm('No businesses found. Please create a business to manage orders.')}</p>
      ) : shop ? (
        <ConsoleOrderList
          filters={filters}
          go={go}
          result={result}
          tabs={ORDER_TABS}
          fetchError="Failed to fetch orders for this business"
          detailHref={(o) => `/shop/orders/${o.id}`}
          tableLabel={t('shop.tableLabel', { shop: shop.name })}
          emptyTitle={tm('No orders found for this business.')}
          exportFor={{ businessId: shop.id }}
        />
      ) : null}
    </>
  );
}
