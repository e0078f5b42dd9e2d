import { type Business, type BusinessStatus, businessStatuses } from '@abossey/sdk';
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorPanel,
  Menu,
  MenuItem,
  MenuTrigger,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  useMessageTranslation,
} from '@abossey/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { Actions, AdminBreadcrumbs, Found, SearchBox, TabsFrame, Toolbar } from '../users/adminParts';
import { ChangeOwnerDialog } from './ChangeOwnerDialog';
import {
  ADMIN_PAGE_SIZES,
  matchesShop,
  readShopFilters,
  SHOP_TABS,
  type ShopFilters,
  type ShopTab,
  type StatusChange,
  statusChangeOf,
  writeShopFilters,
} from './shopFilters';

const ShopCell = styled.span`
  display: grid;
  /* Each line keeps its own direction (a Latin name in an Arabic page) but sits at the column's start. */
  justify-items: start;
  small {
    color: inherit;
    opacity: 0.75;
  }
`;

const STATUS_TONE: Record<BusinessStatus, BadgeTone> = {
  active: 'success',
  inactive: 'danger',
  pending: 'warning',
};

const QUERY_KEY = ['admin-shops'] as const;

/** §2 Admin Shop Management: every shop, any status, with Change Owner and the status. */
export function ShopManagementPage() {
  const { t } = useTranslation('admin');
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readShopFilters(params);
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<Business | null>(null);

  const setFilters = (change: Partial<ShopFilters>) =>
    setParams(writeShopFilters({ ...filters, ...change }), { replace: true });
  // A new filter starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filters change
  useEffect(() => setPage(1), [filters.status, filters.q, filters.limit]);

  // GET /business answers every shop at once (no paging), so the search and the pages run here.
  const query = useQuery({
    queryKey: [...QUERY_KEY, filters.status],
    queryFn: ({ signal }) => sdk.business.list({ status: filters.status }, { signal }),
  });
  const rows = useMemo(
    () => (query.data ?? []).filter((s) => matchesShop(s, filters.q)),
    [query.data, filters.q],
  );

  const statusLabel = (status: BusinessStatus) => t(`shops.status.${status}`);
  const tabLabel = (tab: ShopTab) => (tab === 'all' ? t('shops.tabs.all') : statusLabel(tab));

  const replaceShop = (shop: Business) =>
    queryClient.setQueriesData<Business[]>({ queryKey: QUERY_KEY }, (old) =>
      old?.map((s) => (s.id === shop.id ? shop : s)),
    );

  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);

  /** Applies a confirmed change; a failure is shown and rethrown, so the confirmation stays open with it. */
  const setStatus = async (shop: Business, status: BusinessStatus) => {
    try {
      const updated = await sdk.business.updateStatus(shop.id, status);
      toast.success(t('shops.statusChanged', { shop: shop.name, status: statusLabel(status) }));
      replaceShop(updated);
      // Under a status filter the shop may no longer belong; the list is fetched again.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (error) {
      toast.error(errorMessage(error) || tm('Failed to update business status'));
      throw error;
    }
  };

  const columns: DataTableColumn<Business>[] = [
    {
      key: 'name',
      header: t('shops.columns.name'),
      isRowHeader: true,
      cell: (s) => (
        <ShopCell>
          <bdi>{s.name}</bdi>
          <small dir="auto">{s.address}</small>
        </ShopCell>
      ),
    },
    {
      key: 'owner',
      header: t('shops.columns.owner'),
      cell: (s) => (s.owner ? <bdi>{s.owner.name}</bdi> : t('shops.noOwner')),
    },
    {
      key: 'phone',
      header: t('shops.columns.phone'),
      cell: (s) => <bdi style={{ whiteSpace: 'nowrap' }}>{s.phone}</bdi>,
    },
    {
      key: 'status',
      header: t('shops.columns.status'),
      cell: (s) => <Badge tone={STATUS_TONE[s.status]}>{statusLabel(s.status)}</Badge>,
    },
    {
      key: 'actions',
      header: t('shops.columns.actions'),
      cell: (s) => (
        <Actions>
          <Button
            size="small"
            variant="secondary"
            onPress={() => setMoving(s)}
            aria-label={t('shops.changeOwnerOf', { shop: s.name })}
          >
            {t('shops.changeOwner')}
          </Button>
          <MenuTrigger>
            <Button size="small" variant="ghost" aria-label={t('shops.setStatusOf', { shop: s.name })}>
              {t('shops.setStatus')}
            </Button>
            <Menu
              aria-label={t('shops.setStatusOf', { shop: s.name })}
              selectionMode="single"
              selectedKeys={[s.status]}
              onAction={(key) => setStatusChange(statusChangeOf(s, String(key)))}
            >
              {businessStatuses.map((status) => (
                <MenuItem key={status} id={status}>
                  {statusLabel(status)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
          {/* The shop's catalogue in the products index (issue 24). */}
          <Link to={`/products?shop=${s.id}`} aria-label={t('shops.productsOf', { shop: s.name })}>
            {t('shops.products')}
          </Link>
        </Actions>
      ),
    },
  ];

  const table = query.isError ? (
    <ErrorPanel
      title={tm('Failed to load data')}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : (
    <>
      <Found aria-live="polite">
        {query.isPending ? t('loading') : t('shops.found', { count: rows.length })}
      </Found>
      <DataTable
        aria-label={t('shops.tableLabel')}
        columns={columns}
        rows={rows}
        page={page}
        onPageChange={setPage}
        pageSize={filters.limit}
        onPageSizeChange={(limit) => setFilters({ limit })}
        pageSizeOptions={ADMIN_PAGE_SIZES}
        isLoading={query.isPending}
        searchQuery={filters.q || undefined}
        emptyState={
          filters.q ? undefined : (
            <EmptyState headingLevel={3} title={t('shops.emptyTitle')} message={t('shops.emptyMessage')} />
          )
        }
        minWidth="48rem"
      />
    </>
  );

  return (
    <>
      <AdminBreadcrumbs current={t('shops.title')} />
      <PageHeading title={t('shops.title')} />
      <Tabs selectedKey={filters.status} onSelectionChange={(key) => setFilters({ status: key as ShopTab })}>
        <Toolbar>
          <TabsFrame>
            <TabList aria-label={t('shops.filterLabel')}>
              {SHOP_TABS.map((tab) => (
                <Tab key={tab} id={tab}>
                  {tabLabel(tab)}
                </Tab>
              ))}
            </TabList>
          </TabsFrame>
          <SearchBox
            value={filters.q}
            onSearch={(q) => setFilters({ q })}
            label={t('shops.searchLabel')}
            placeholder={t('shops.searchPlaceholder')}
          />
        </Toolbar>
        {SHOP_TABS.map((tab) => (
          <TabPanel key={tab} id={tab}>
            {table}
          </TabPanel>
        ))}
      </Tabs>
      <ConfirmDialog
        tone="default"
        isOpen={statusChange !== null}
        onOpenChange={(open) => (open ? undefined : setStatusChange(null))}
        title={
          statusChange
            ? t('shops.statusTitle', {
                shop: statusChange.shop.name,
                status: statusLabel(statusChange.status),
              })
            : undefined
        }
        message={
          statusChange
            ? t(`shops.statusEffect.${statusChange.status}`, { shop: statusChange.shop.name })
            : undefined
        }
        confirmLabel={
          statusChange ? t('shops.statusConfirm', { status: statusLabel(statusChange.status) }) : undefined
        }
        pendingLabel={t('shops.statusPending')}
        errorMessage={(error) => errorMessage(error) || tm('Failed to update business status')}
        onConfirm={() => (statusChange ? setStatus(statusChange.shop, statusChange.status) : undefined)}
      />
      {moving ? (
        <ChangeOwnerDialog
          shop={moving}
          onClose={() => setMoving(null)}
          onChanged={(shop) => {
            // §4: the row's owner is replaced at once.
            replaceShop(shop);
            setMoving(null);
          }}
        />
      ) : null}
    </>
  );
}
