import {
  ORDER_PAGE_SIZES,
  type Order,
  type OrderListUrlState,
  orderSortDescriptor,
  orderSortOf,
  refineOrderListParams,
} from '@abossey/sdk';
import { DataTable, type DataTableProps } from '../DataTable/DataTable';
import { EmptyState } from '../EmptyState/EmptyState';
import { useLaterUiTranslation } from '../i18n/laterStrings';

type ListWiring =
  | 'rows'
  | 'total'
  | 'sortDescriptor'
  | 'defaultSortDescriptor'
  | 'onSortChange'
  | 'page'
  | 'defaultPage'
  | 'onPageChange'
  | 'pageSize'
  | 'defaultPageSize'
  | 'onPageSizeChange'
  | 'pageSizeOptions'
  | 'searchQuery'
  | 'emptyState';

export interface OrderTableProps extends Omit<DataTableProps<Order>, ListWiring> {
  /** The list's state (the URL's): its sort, page, page size and keyword drive the table. */
  filters: OrderListUrlState;
  /** Called with the next state when the sort, page or page size changes. */
  onChange: (next: OrderListUrlState) => void;
  /** The page of orders the server answered; `undefined` before the first answer. */
  orders: readonly Order[] | undefined;
  /** How many orders match in all (the server's `meta.total`). */
  total: number | undefined;
}

/**
 * A server-paged order table (§2 order lists): a `DataTable` whose sort (date, total), page and page size (5/10/25)
 * are the list's URL state, and whose empty result says what matched nothing (the keyword, or the filters).
 */
export function OrderTable({ filters, onChange, orders, total, ...props }: OrderTableProps) {
  const { t } = useLaterUiTranslation();
  return (
    <DataTable<Order>
      {...props}
      rows={orders ?? []}
      total={total ?? 0}
      sortDescriptor={orderSortDescriptor(filters.sort)}
      onSortChange={(descriptor) =>
        onChange(refineOrderListParams(filters, { sort: orderSortOf(descriptor) }))
      }
      page={filters.page}
      onPageChange={(page) => onChange({ ...filters, page })}
      pageSize={filters.limit}
      pageSizeOptions={ORDER_PAGE_SIZES}
      onPageSizeChange={(limit) => onChange(refineOrderListParams(filters, { limit }))}
      searchQuery={filters.q}
      emptyState={
        // Its heading follows the page's h1 (the table's default is an h3).
        <EmptyState
          variant="plain"
          title={t('orderList.noMatchTitle')}
          message={filters.q ? t('dataTable.noResults', { query: filters.q }) : t('orderList.noMatch')}
        />
      }
    />
  );
}
