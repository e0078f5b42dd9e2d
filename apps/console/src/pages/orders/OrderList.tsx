import {
  ORDER_PAGE_SIZES,
  type Order,
  type OrderListResponse,
  type OrderListUrlState,
  type OrderStatus,
  orderCsvFileName,
  orderSortDescriptor,
  orderSortOf,
  parseCsv,
  refineOrderListParams,
  toOrderListQuery,
} from '@abossey/sdk';
import {
  Badge,
  Button,
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
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { saveCsv } from '../../saveCsv';
import { sdk } from '../../sdk';

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
  & > :nth-child(2) {
    flex: 2 1 280px;
    min-inline-size: 0;
  }
  & > [data-part='export'] {
    align-self: end;
  }
`;

/** A page of orders as both list endpoints answer it. */
interface OrderPage {
  orders: Order[];
  meta: OrderListResponse['meta'];
}

export interface OrderListProps {
  filters: OrderListUrlState;
  go: (next: OrderListUrlState) => void;
  result: UseQueryResult<OrderPage>;
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

/** Status tabs with the server's counts, keyword search, date range and the server-paged table (§2 order lists). */
export function OrderList(props: OrderListProps) {
  const { filters, go, result, tabs } = props;
  const { t } = useTranslation('orders');
  const { t: tu } = useLaterUiTranslation();
  const { tm, errorMessage } = useMessageTranslation();
  const { language } = useLanguage();
  const [keyword, setKeyword] = useState(filters.q);
  // Back/forward changes the URL: the search field follows it.
  useEffect(() => setKeyword(filters.q), [filters.q]);

  const counts = result.data?.meta.counts ?? {};
  const tabKey = filters.status ?? (tabs[0] === 'all' ? 'all' : (tabs[0] ?? 'all'));

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

  const search = (event: FormEvent) => {
    event.preventDefault();
    go(refineOrderListParams(filters, { q: keyword.trim() }));
  };

  const columns: DataTableColumn<Order>[] = [
    {
      key: 'orderCode',
      header: t('columns.order'),
      width: 130,
      cell: (o) => (
        <Link to={props.detailHref(o)} style={{ whiteSpace: 'nowrap' }}>
          <bdi>{o.orderCode}</bdi>
        </Link>
      ),
    },
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
    {
      key: 'createdAt',
      header: t('columns.date'),
      sortable: true,
      width: 120,
      cell: (o) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt, language)}</span>,
    },
    {
      key: 'itemCount',
      header: t('columns.items'),
      align: 'end',
      width: 80,
      cell: (o) => formatNumber(o.itemCount, language),
    },
    {
      key: 'totalAmount',
      header: t('columns.total'),
      sortable: true,
      align: 'end',
      width: 130,
      cell: (o) => <Money value={o.totalAmount} />,
    },
    {
      key: 'status',
      header: t('columns.status'),
      width: 200,
      cell: (o) => <StatusBadge status={o.status} />,
    },
    ...(props.extraColumns ?? []),
  ];

  const unfiltered = !filters.q && !filters.from && !filters.to;
  let content: ReactNode;
  if (result.isError && !result.data)
    content = (
      <ErrorPanel
        message={
          result.error.message === props.fetchError ? tm(props.fetchError) : errorMessage(result.error)
        }
        onRetry={() => result.refetch()}
        isRetrying={result.isRefetching}
      />
    );
  else if (result.isSuccess && unfiltered && tabKey === 'all' && (counts.all ?? 0) === 0)
    content = <EmptyState title={props.emptyTitle} message={t('list.emptyMessage')} />;
  else
    content = (
      <DataTable<Order>
        aria-label={props.tableLabel}
        columns={columns}
        rows={result.data?.orders ?? []}
        total={result.data?.meta.total ?? 0}
        isLoading={result.isPending}
        sortDescriptor={orderSortDescriptor(filters.sort)}
        onSortChange={(d) => go(refineOrderListParams(filters, { sort: orderSortOf(d) }))}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pageSize={filters.limit}
        pageSizeOptions={ORDER_PAGE_SIZES}
        onPageSizeChange={(limit) => go(refineOrderListParams(filters, { limit }))}
        searchQuery={filters.q}
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
        emptyState={
          <EmptyState
            variant="plain"
            title={t('list.noMatchTitle')}
            message={filters.q ? tu('dataTable.noResults', { query: filters.q }) : t('list.noMatch')}
          />
        }
      />
    );

  return (
    <Tabs
      selectedKey={tabKey}
      onSelectionChange={(key) =>
        go(refineOrderListParams(filters, { status: key === 'all' ? null : (key as OrderStatus) }))
      }
    >
      <TabList aria-label={t('list.tabsLabel')}>
        {tabs.map((status) => (
          <Tab key={status} id={status}>
            {status === 'all' ? t('list.all') : tu(`statusBadge.${status}`)}{' '}
            <Badge tone={status === tabKey ? 'accent' : 'neutral'} variant="subtle">
              {result.isSuccess ? formatNumber(counts[status] ?? 0, language) : '…'}
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
          value={{ start: filters.from, end: filters.to }}
          onChange={(range) => go(refineOrderListParams(filters, { from: range.start, to: range.end }))}
        />
        <div data-part="export">
          <Button variant="secondary" isPending={exporting} onPress={exportCsv}>
            {t('list.export')}
          </Button>
        </div>
      </Filters>
      <TabPanel id={tabKey}>{content}</TabPanel>
    </Tabs>
  );
}
