import {
  ORDER_PAGE_SIZES,
  ORDER_STATUS_TABS,
  type Order,
  type OrderListUrlState,
  orderSortDescriptor,
  orderSortOf,
  readOrderListParams,
  refineOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from '@abossey/sdk';
import {
  Badge,
  Breadcrumb,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DateRangeFilter,
  EmptyState,
  ErrorPanel,
  formatDate,
  formatNumber,
  Money,
  StatusBadge,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  toast,
  useLanguage,
  useLaterUiTranslation,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { canBuyerDelete } from './orderListParams';
import { BUYER_ROLES } from './orderTimeline';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${vars.space[3]};
  margin-block: ${vars.space[3]};
  search {
    flex: 1 1 280px;
    min-inline-size: 0;
  }
  search form {
    display: flex;
    align-items: end;
    gap: ${vars.space[2]};
  }
  search form > :first-child {
    flex: 1;
    min-inline-size: 0;
  }
  & > :last-child {
    flex: 2 1 280px;
    min-inline-size: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  & > * {
    flex: none;
    white-space: nowrap;
  }
`;

/** The query key of the buyer's order lists (every filter combination), for invalidation after a delete. */
export const MY_ORDERS_KEY = ['orders', 'mine'] as const;

/** `/user/orders` (§2 user order list), for any signed-in user: their own purchases. */
export function UserOrdersPage() {
  return (
    <RequireAuth roles={BUYER_ROLES}>
      <UserOrders />
    </RequireAuth>
  );
}

function UserOrders() {
  const { t } = useTranslation('orders');
  const { t: tu } = useLaterUiTranslation();
  const { tm, errorMessage } = useMessageTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = readOrderListParams(params);
  const [keyword, setKeyword] = useState(state.q);
  const [toDelete, setToDelete] = useState<Order | null>(null);

  // Back/forward or a link changes the URL: the search field follows it.
  useEffect(() => setKeyword(state.q), [state.q]);

  const query = toOrderListQuery(state);
  const orders = useQuery({
    queryKey: [...MY_ORDERS_KEY, query],
    queryFn: ({ signal }) => sdk.orders.list(query, { signal }),
    placeholderData: keepPreviousData,
  });

  /** Each change is a history entry, so Back returns to the previous filters. */
  const go = (next: OrderListUrlState) => setParams(writeOrderListParams(next));

  const search = (event: FormEvent) => {
    event.preventDefault();
    go(refineOrderListParams(state, { q: keyword.trim() }));
  };

  const counts = orders.data?.meta.counts ?? {};
  const n = (value: number) => formatNumber(value, language);

  const columns: DataTableColumn<Order>[] = [
    {
      key: 'orderCode',
      header: t('list.columns.order'),
      width: 120,
      cell: (o) => (
        <Link to={`/user/orders/${o.id}`} style={{ whiteSpace: 'nowrap' }}>
          <bdi>{o.orderCode}</bdi>
        </Link>
      ),
    },
    {
      key: 'createdAt',
      header: t('list.columns.date'),
      sortable: true,
      width: 120,
      cell: (o) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt, language)}</span>,
    },
    {
      key: 'shops',
      header: t('list.columns.shops'),
      cell: (o) => o.business.map((b) => b.name).join(', '),
    },
    {
      key: 'itemCount',
      header: t('list.columns.items'),
      align: 'end',
      width: 70,
      cell: (o) => n(o.itemCount),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      width: 170,
      cell: (o) => <StatusBadge status={o.status} />,
    },
    {
      key: 'totalAmount',
      header: t('list.columns.total'),
      sortable: true,
      align: 'end',
      width: 130,
      cell: (o) => <Money value={o.totalAmount} />,
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      textValue: t('list.columns.actions'),
      width: 140,
      cell: (o) => (
        <Actions>
          <Button
            variant="ghost"
            size="small"
            aria-label={t('list.viewOrder', { code: o.orderCode })}
            onPress={() => navigate(`/user/orders/${o.id}`)}
          >
            {t('list.view')}
          </Button>
          {canBuyerDelete(o.status) ? (
            <Button
              variant="ghost"
              size="small"
              aria-label={t('list.deleteOrder', { code: o.orderCode })}
              onPress={() => setToDelete(o)}
            >
              {t('list.delete')}
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];

  const deleteOrder = async (order: Order) => {
    await sdk.orders.delete(order.id);
    toast.success(tm('Order deleted successfully!'));
    // The last row of a page: step back a page rather than show an empty one.
    const rows = orders.data?.data.length ?? 0;
    if (rows === 1 && state.page > 1) go({ ...state, page: state.page - 1 });
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
  };

  const tabKey = state.status ?? 'all';
  const noOrdersAtAll = orders.isSuccess && (counts.all ?? 0) === 0 && !state.q && !state.from && !state.to;

  let content: React.ReactNode;
  if (orders.isError && !orders.data)
    content = (
      <ErrorPanel
        message={
          orders.error.message === 'Failed to fetch orders'
            ? tm('Failed to fetch orders')
            : errorMessage(orders.error)
        }
        onRetry={() => orders.refetch()}
        isRetrying={orders.isRefetching}
      />
    );
  else if (noOrdersAtAll && !state.status)
    content = (
      <EmptyState
        title={t('list.emptyTitle')}
        message={t('list.emptyMessage')}
        action={<Link to="/shop/all-products">{t('list.browse')}</Link>}
      />
    );
  else
    content = (
      <DataTable<Order>
        aria-label={t('list.tableLabel')}
        narrowLayout="cards"
        columns={columns}
        rows={orders.data?.data ?? []}
        total={orders.data?.meta.total ?? 0}
        isLoading={orders.isPending}
        sortDescriptor={orderSortDescriptor(state.sort)}
        onSortChange={(descriptor) => go(refineOrderListParams(state, { sort: orderSortOf(descriptor) }))}
        page={state.page}
        onPageChange={(page) => go({ ...state, page })}
        pageSize={state.limit}
        pageSizeOptions={ORDER_PAGE_SIZES}
        onPageSizeChange={(limit) => go(refineOrderListParams(state, { limit }))}
        searchQuery={state.q}
        // Below this the table scrolls inside its own frame; the page never scrolls sideways.
        minWidth="60rem"
        emptyState={
          // Our own, so its heading follows the page's h1 (the table's default is an h3).
          <EmptyState
            variant="plain"
            title={t('list.noMatchTitle')}
            message={state.q ? tu('dataTable.noResults', { query: state.q }) : t('list.noMatch')}
          />
        }
        onRowAction={(o) => navigate(`/user/orders/${o.id}`)}
      />
    );

  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/user/orders">{t('list.crumbOrders')}</Breadcrumb>
        <Breadcrumb>{t('list.crumbList')}</Breadcrumb>
      </Breadcrumbs>
      <PageHeading
        title={t('list.title')}
        subtitle={orders.isSuccess ? t('list.count', { count: orders.data.meta.total }) : undefined}
      />
      <Tabs
        selectedKey={tabKey}
        onSelectionChange={(key) =>
          go(
            refineOrderListParams(state, {
              status: key === 'all' ? null : (key as OrderListUrlState['status']),
            }),
          )
        }
      >
        <TabList aria-label={t('list.tabsLabel')}>
          {ORDER_STATUS_TABS.map((status) => (
            <Tab key={status} id={status}>
              {status === 'all' ? t('list.all') : tu(`statusBadge.${status}`)}{' '}
              <Badge tone={status === tabKey ? 'accent' : 'neutral'} variant="subtle">
                {orders.isSuccess ? n(counts[status] ?? 0) : '…'}
              </Badge>
            </Tab>
          ))}
        </TabList>
        <Filters>
          <search>
            <form onSubmit={search}>
              <TextField
                type="search"
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                value={keyword}
                onChange={setKeyword}
              />
              <Button type="submit">{t('list.searchSubmit')}</Button>
            </form>
          </search>
          <DateRangeFilter
            value={{ start: state.from, end: state.to }}
            onChange={(range) => go(refineOrderListParams(state, { from: range.start, to: range.end }))}
          />
        </Filters>
        <TabPanel id={tabKey}>{content}</TabPanel>
      </Tabs>
      <ConfirmDialog
        kind="order"
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={() => (toDelete ? deleteOrder(toDelete) : undefined)}
        errorMessage={(error) =>
          error instanceof Error && error.message === 'Failed to delete order'
            ? tm('Failed to delete order. Please try again.')
            : errorMessage(error)
        }
      />
    </>
  );
}
