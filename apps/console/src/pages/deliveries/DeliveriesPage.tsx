import {
  type OrderListUrlState,
  readOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from '@abossey/sdk';
import { addressLines, Button, toast, useLaterUiTranslation, useMessageTranslation } from '@abossey/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { ConsoleOrderList } from '../orders/ConsoleOrderList';
import { DELIVERY_STATUSES } from '../orders/orderTransitions';

/** `/deliveries` (admin, §2): orders waiting for or on their way to the buyer, marked delivered from here. */
export function DeliveriesPage() {
  const { t } = useTranslation('orders');
  const { t: tu } = useLaterUiTranslation();
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const read = readOrderListParams(params, DELIVERY_STATUSES);
  // Only the delivery states: the first tab unless the URL names the other.
  const filters: OrderListUrlState = { ...read, status: read.status ?? 'pending_delivery' };
  const go = (next: OrderListUrlState) => setParams(writeOrderListParams(next));

  const query = toOrderListQuery(filters);
  const result = useQuery({
    queryKey: ['orders', 'admin', query],
    queryFn: async ({ signal }) => {
      const page = await sdk.orders.list(query, { signal });
      return { orders: page.data, meta: page.meta };
    },
    placeholderData: keepPreviousData,
  });

  const deliver = useMutation({
    mutationFn: (id: number) => sdk.orders.updateStatus(id, 'delivered'),
    onSuccess: async (detail) => {
      toast.success(tm('Order status updated to {{status}}', { status: tu('statusBadge.delivered') }));
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      // The last row of a later page: step back rather than show an empty page.
      if ((result.data?.orders.length ?? 0) === 1 && filters.page > 1)
        go({ ...filters, page: filters.page - 1 });
      return detail;
    },
    onError: (error) =>
      toast.error(
        error instanceof Error && error.message === 'Failed to update order status'
          ? tm('Failed to update order status')
          : errorMessage(error),
      ),
  });

  return (
    <>
      <PageHeading
        title={t('deliveries.title')}
        subtitle={result.isSuccess ? t('list.count', { count: result.data.meta.total }) : undefined}
      />
      <ConsoleOrderList
        filters={filters}
        go={go}
        result={result}
        tabs={DELIVERY_STATUSES}
        fetchError="Failed to fetch orders"
        detailHref={(o) => `/orders/${o.id}`}
        tableLabel={t('deliveries.tableLabel')}
        emptyTitle={t('deliveries.empty')}
        exportFor={{}}
        minWidth="84rem"
        extraColumns={[
          {
            key: 'address',
            header: t('columns.address'),
            width: 260,
            cell: (o) => (
              <address style={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
                {addressLines({
                  id: o.id,
                  fullName: '',
                  address: o.deliveryToAddress ?? '',
                  city: o.deliveryToCity,
                  state: o.deliveryToState,
                  zipCode: o.deliveryToZipCode,
                  country: o.deliveryToCountry,
                })
                  .filter(Boolean)
                  .join(', ') || '—'}
                {o.deliveryToPhone ? (
                  <div>
                    <bdi dir="ltr">{o.deliveryToPhone}</bdi>
                  </div>
                ) : null}
              </address>
            ),
          },
          {
            key: 'deliver',
            header: t('columns.actions'),
            textValue: t('columns.actions'),
            width: 170,
            cell: (o) => (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('deliveries.markFor', { code: o.orderCode })}
                isDisabled={deliver.isPending && deliver.variables === o.id}
                onPress={() => deliver.mutate(o.id)}
              >
                {t('deliveries.mark')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
