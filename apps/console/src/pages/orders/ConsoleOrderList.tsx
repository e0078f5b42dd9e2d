import {
  type Order,
  type OrderListUrlState,
  type OrderStatus,
  orderCsvFileName,
  parseCsv,
  toOrderListQuery,
} from '@abossey/sdk';
import {
  Button,
  type DataTableColumn,
  OrderList,
  type OrderListRequest,
  toast,
  useMessageTranslation,
  useOrderColumns,
  vars,
} from '@abossey/ui';
import { type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../saveCsv';
import { sdk } from '../../sdk';

export interface ConsoleOrderListProps {
  filters: OrderListUrlState;
  go: (next: OrderListUrlState) => void;
  result: OrderListRequest;
  /** The status tabs; `all` first adds the All tab. */
  tabs: readonly ('all' | OrderStatus)[];
  /** What the list fetch failure says when the server gave no reason (§8). */
  fetchError: string;
  detailHref: (order: Order) => string;
  /** Columns after the standard ones (actions etc.). */
  extraColumns?: DataTableColumn<Order>[];
  /** Multiple selection with bulk actions. */
  selectedKeys?: Set<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  bulkActions?: (context: { keys: Set<Key>; rows: Order[]; clear: () => void }) => ReactNode;
  tableLabel: string;
  /** Shown instead of the table when nothing exists at all (no filter set). */
  emptyTitle: string;
  /** Width below which the table scrolls inside its frame (default 64rem). */
  minWidth?: string;
  /**
   * Which export "Export CSV" downloads with the list's filters (docs/orders-csv.md): a shop's part of its orders
   * (`businessId`), or every order (admins, no `businessId`).
   */
  exportFor: { businessId?: number };
}

/** A console order list (§2): ui's `OrderList` with the customer column and Export CSV of the filtered orders. */
export function ConsoleOrderList(props: ConsoleOrderListProps) {
  const { filters, go, result, tabs } = props;
  const { t } = useTranslation('orders');
  const { errorMessage } = useMessageTranslation();
  const standard = useOrderColumns({ detailHref: props.detailHref });

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    const { businessId } = props.exportFor;
    const { page: _page, limit: _limit, ...filtersOnly } = toOrderListQuery(filters);
    setExporting(true);
    try {
      const text = await sdk.orders.exportCsv({
        ...filtersOnly,
        ...(businessId === undefined ? {} : { businessId }),
      });
      saveCsv(text, orderCsvFileName(businessId));
      toast.success(t('list.exported', { count: parseCsv(text).records.length - 1 }));
    } catch (error) {
      toast.error(t('list.exportFailed'), { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<Order>[] = [
    standard.orderCode,
    {
      key: 'customer',
      header: t('columns.customer'),
      cell: (o) => (
        <div style={{ display: 'grid', minInlineSize: 0 }}>
          <bdi>{o.deliveryToName ?? '—'}</bdi>
          {o.customerEmail ? (
            <bdi style={{ color: vars.fg.muted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' }}>
              {o.customerEmail}
            </bdi>
          ) : null}
        </div>
      ),
    },
    standard.createdAt,
    standard.itemCount,
    standard.totalAmount,
    { ...standard.status, width: 200 },
    ...(props.extraColumns ?? []),
  ];

  return (
    <OrderList
      filters={filters}
      onChange={go}
      tabs={tabs}
      request={result}
      fetchError={props.fetchError}
      empty={{ title: props.emptyTitle, message: t('list.emptyMessage') }}
      actions={
        <Button variant="secondary" isPending={exporting} onPress={exportCsv}>
          {t('list.export')}
        </Button>
      }
      aria-label={props.tableLabel}
      columns={columns}
      // Narrower than this the table scrolls inside its own frame; the page never scrolls sideways.
      minWidth={props.minWidth ?? '64rem'}
      {...(props.bulkActions
        ? {
            selectionMode: 'multiple' as const,
            selectedKeys: props.selectedKeys ?? new Set<Key>(),
            onSelectionChange: props.onSelectionChange,
            bulkActions: props.bulkActions,
          }
        : {})}
    />
  );
}
