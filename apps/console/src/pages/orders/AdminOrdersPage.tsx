import {
  type Order,
  type OrderListUrlState,
  readOrderListParams,
  toOrderListQuery,
  writeOrderListParams,
} from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  toast,
  useMessageTranslation,
} from '@abossey/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { BulkMoveDialog } from './BulkMoveDialog';
import { ConsoleOrderList } from './ConsoleOrderList';
import { deleteOrders } from './deleteOrders';
import { ORDER_TABS } from './orderTransitions';

const More = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="12" cy="5" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="12" cy="19" r="2" />
  </svg>
);

/** `/orders` (admin, §2): every order, tabs per status, filters in the URL, row menu, bulk status change and delete. */
export function AdminOrdersPage() {
  const { t } = useTranslation('orders');
  const { tm } = useMessageTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readOrderListParams(params);
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [toDelete, setToDelete] = useState<Order[] | null>(null);
  const [toMove, setToMove] = useState<Order[] | null>(null);

  const query = toOrderListQuery(filters);
  const result = useQuery({
    queryKey: ['orders', 'admin', query],
    queryFn: async ({ signal }) => {
      const page = await sdk.orders.list(query, { signal });
      return { orders: page.data, meta: page.meta };
    },
    placeholderData: keepPreviousData,
  });
  const go = (next: OrderListUrlState) => setParams(writeOrderListParams(next));

  const confirmDelete = async (orders: Order[]) => {
    const { deleted, failed } = await deleteOrders(orders, (id) => sdk.orders.delete(id));
    setSelected((keys) => new Set([...keys].filter((k) => !deleted.includes(Number(k)))));
    // The last rows of a page went: step back a page rather than show an empty one.
    if (deleted.length >= (result.data?.orders.length ?? 0) && filters.page > 1)
      go({ ...filters, page: filters.page - 1 });
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    if (failed.length > 0)
      throw new Error(
        orders.length === 1
          ? 'Failed to delete order. Please try again.'
          : 'Failed to delete one or more orders. Please try again.',
      );
    toast.success(
      deleted.length === 1
        ? tm('Order deleted successfully!')
        : tm('{{count}} orders deleted successfully!', { count: deleted.length }),
    );
  };

  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/orders">{t('admin.crumbOrder')}</Breadcrumb>
        <Breadcrumb>{t('admin.crumbList')}</Breadcrumb>
      </Breadcrumbs>
      <PageHeading
        title={t('admin.title')}
        subtitle={result.isSuccess ? t('list.count', { count: result.data.meta.total }) : undefined}
      />
      <ConsoleOrderList
        filters={filters}
        go={go}
        result={result}
        tabs={ORDER_TABS}
        fetchError="Failed to fetch orders"
        detailHref={(o) => `/orders/${o.id}`}
        tableLabel={t('admin.tableLabel')}
        emptyTitle={t('list.emptyTitle')}
        exportFor={{}}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        bulkActions={({ rows }) => (
          <>
            <Button
              variant="secondary"
              size="small"
              onPress={() => setToMove(rows)}
              isDisabled={rows.length === 0}
            >
              {t('admin.changeStatus')}
            </Button>
            <Button
              variant="danger"
              size="small"
              onPress={() => setToDelete(rows)}
              isDisabled={rows.length === 0}
            >
              {t('admin.deleteSelected')}
            </Button>
          </>
        )}
        extraColumns={[
          {
            key: 'actions',
            header: t('columns.actions'),
            textValue: t('columns.actions'),
            width: 70,
            align: 'end',
            cell: (o) => (
              <MenuTrigger>
                <IconButton aria-label={t('admin.actionsFor', { code: o.orderCode })} variant="quiet">
                  <More />
                </IconButton>
                <Menu
                  placement="bottom end"
                  onAction={(key) => (key === 'view' ? navigate(`/orders/${o.id}`) : setToDelete([o]))}
                >
                  <MenuItem id="view">{t('admin.view')}</MenuItem>
                  <MenuItem id="delete" tone="danger">
                    {t('admin.delete')}
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            ),
          },
        ]}
      />
      <BulkMoveDialog
        orders={toMove}
        onClose={() => setToMove(null)}
        move={(order, to) => sdk.orders.updateStatus(order.id, to)}
        onMoved={async () => {
          setSelected(new Set());
          await queryClient.invalidateQueries({ queryKey: ['orders'] });
        }}
      />
      <ConfirmDialog
        kind={toDelete && toDelete.length > 1 ? 'orders' : 'order'}
        count={toDelete?.length ?? 0}
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={() => (toDelete ? confirmDelete(toDelete) : undefined)}
        errorMessage={(error) => (error instanceof Error ? tm(error.message) : undefined)}
      />
    </>
  );
}
