import { ORDER_STATUS_TABS, type Order } from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  type DataTableColumn,
  OrderList,
  toast,
  useMessageTranslation,
  useOrderColumns,
  vars,
} from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { RequireAuth } from '../../session/RequireAuth';
import { PageHeading } from '../../shell/Page';
import { canBuyerDelete } from './orderListParams';
import { BUYER_ROLES } from './orderTimeline';
import { useMyOrders } from './useMyOrders';

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: center;
  & > * {
    flex: none;
    white-space: nowrap;
  }
`;

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
  const { tm, errorMessage } = useMessageTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, go, orders } = useMyOrders();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  const standard = useOrderColumns({ detailHref: (o) => `/user/orders/${o.id}` });

  const columns: DataTableColumn<Order>[] = [
    { ...standard.orderCode, width: 120 },
    standard.createdAt,
    {
      key: 'shops',
      header: t('list.columns.shops'),
      cell: (o) => o.business.map((b) => b.name).join(', '),
    },
    { ...standard.itemCount, width: 70 },
    { ...standard.status, width: 170 },
    standard.totalAmount,
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
    const rows = orders.data?.orders.length ?? 0;
    if (rows === 1 && state.page > 1) go({ ...state, page: state.page - 1 });
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
  };

  const total = orders.data?.meta.total;
  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/user/orders">{t('list.crumbOrders')}</Breadcrumb>
        <Breadcrumb>{t('list.crumbList')}</Breadcrumb>
      </Breadcrumbs>
      <PageHeading
        title={t('list.title')}
        subtitle={total === undefined ? undefined : t('list.count', { count: total })}
      />
      <OrderList
        filters={state}
        onChange={go}
        tabs={ORDER_STATUS_TABS}
        request={orders}
        fetchError="Failed to fetch orders"
        empty={{
          title: t('list.emptyTitle'),
          message: t('list.emptyMessage'),
          action: <Link to="/shop/all-products">{t('list.browse')}</Link>,
        }}
        aria-label={t('list.tableLabel')}
        narrowLayout="cards"
        columns={columns}
        // Below this the table scrolls inside its own frame; the page never scrolls sideways.
        minWidth="60rem"
        onRowAction={(o) => navigate(`/user/orders/${o.id}`)}
      />
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
