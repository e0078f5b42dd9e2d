import type { Order } from '@abossey/sdk';
import { Link } from 'react-aria-components';
import type { DataTableColumn } from '../DataTable/DataTable';
import { formatDate, formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { NoWrap } from './OrderList.styles';

/** The columns every order table has, by key; a screen puts them in its order around its own. */
export interface OrderColumns {
  orderCode: DataTableColumn<Order>;
  createdAt: DataTableColumn<Order>;
  itemCount: DataTableColumn<Order>;
  totalAmount: DataTableColumn<Order>;
  status: DataTableColumn<Order>;
}

/**
 * An order table's standard `DataTable` columns (§2 order lists): the order code linked to its page (through the
 * app's RouterProvider), the date, the item count, the total through `Money` and the `StatusBadge`. Date and total
 * sort on the server (the SDK's `orderSortDescriptor`).
 */
export function useOrderColumns({ detailHref }: { detailHref: (order: Order) => string }): OrderColumns {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  return {
    orderCode: {
      key: 'orderCode',
      header: t('orderList.columns.order'),
      width: 130,
      cell: (order) => (
        <Link href={detailHref(order)}>
          <NoWrap>
            <bdi>{order.orderCode}</bdi>
          </NoWrap>
        </Link>
      ),
    },
    createdAt: {
      key: 'createdAt',
      header: t('orderList.columns.date'),
      sortable: true,
      width: 120,
      cell: (order) => <NoWrap>{formatDate(order.createdAt, language)}</NoWrap>,
    },
    itemCount: {
      key: 'itemCount',
      header: t('orderList.columns.items'),
      align: 'end',
      width: 80,
      cell: (order) => formatNumber(order.itemCount, language),
    },
    totalAmount: {
      key: 'totalAmount',
      header: t('orderList.columns.total'),
      sortable: true,
      align: 'end',
      width: 130,
      cell: (order) => <Money value={order.totalAmount} />,
    },
    status: {
      key: 'status',
      header: t('orderList.columns.status'),
      width: 180,
      cell: (order) => <StatusBadge status={order.status} />,
    },
  };
}
