import {
  formatMoney,
  type ManagedProductSort,
  managedProductSorts,
  managedProductStatuses,
  PRODUCT_MAX_PRICE,
  PRODUCT_MAX_STOCK,
  type Product,
  type ProductBulkAction,
  type ProductBulkResult,
  type ProductListResponse,
  type ProductStockState,
  productStates,
  productStockStates,
} from '@abossey/sdk';
import {
  Badge,
  Breadcrumb,
  Breadcrumbs,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorPanel,
  IconButton,
  IMAGE_SIZES,
  imageSources,
  Menu,
  MenuItem,
  MenuTrigger,
  Select,
  SelectItem,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { addScreenStrings } from '../../i18n';
import ar from '../../locales/products/ar.json';
import cn from '../../locales/products/cn.json';
import en from '../../locales/products/en.json';
import fr from '../../locales/products/fr.json';
import vi from '../../locales/products/vi.json';
import { sdk } from '../../sdk';
import { useManageableShops } from '../../session/manageableShops';
import { useSession } from '../../session/session';
import { PageHeading } from '../../shell/Page';
import { EditIcon, Found, MoreIcon, SearchBox, Toolbar, TrashIcon } from '../users/adminParts';
import { BulkDialogs, type PendingBulk } from './BulkDialogs';
import { InlineNumberCell, parsePrice, parseStock } from './InlineNumberCell';
import {
  changeProductFilters,
  isFiltered,
  managedProductQuery,
  NO_PRODUCT_FILTERS,
  PRODUCT_PAGE_SIZES,
  type ProductFilters,
  readProductFilters,
  sortDescriptorOf,
  sortOfDescriptor,
  writeProductFilters,
} from './productFilters';

// This screen's strings come with its chunk, so the console's first page does not carry them (issue 9 budget).
addScreenStrings('products', { en, fr, vi, cn, ar });

const QUERY_KEY = 'products-index';
/** How long the Undo of a change stays on screen. */
const UNDO_MS = 8000;
/** The lowest price a product may have (the product form's minimum), in GH₵. */
const MIN_PRICE = 1;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
  > * {
    min-inline-size: 11rem;
  }
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  img,
  [data-part='no-image'] {
    inline-size: 40px;
    block-size: 40px;
    flex: none;
    object-fit: cover;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.surface};
  }
`;

const Currency = styled.span`
  color: ${vars.fg.muted};
  font-size: 0.85em;
`;

const BulkButtons = styled.span`
  display: contents;
`;

const StockNote = styled.span<{ $tone: 'danger' | 'warning' }>`
  font-size: 0.85em;
  color: ${(p) => (p.$tone === 'danger' ? vars.status.danger.fg : vars.status.warning.fg)};
  white-space: nowrap;
`;

const rowIcon = (paths: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="1.1em"
    height="1.1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {paths}
  </svg>
);
const CopyIcon = () =>
  rowIcon(
    <>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </>,
  );
const ArchiveIcon = () =>
  rowIcon(
    <>
      <rect x="3" y="3" width="18" height="5" rx="1" />
      <path d="M5 8v11a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8M10 12h4" />
    </>,
  );

type StockState = ProductStockState;
/** A table row's key (react-aria's `Key`): the product id. */
type RowKey = string | number;
const stockStateOf = (stock: number): StockState => (stock === 0 ? 'out' : stock <= 5 ? 'low' : 'in');

/**
 * A button in a toast. The ui's toast has no action of its own and also renders a toast's description in its hidden
 * live region: the button shows only in the visible toast, so no focusable copy hides in the announcement (which
 * says the message).
 */
function ToastAction({ label, onPress }: { label: string; onPress: () => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [inToast, setInToast] = useState(false);
  useLayoutEffect(() => setInToast(ref.current?.closest('[data-part="toast"]') != null), []);
  return (
    <span ref={ref}>
      {inToast ? (
        <Button size="small" variant="secondary" onPress={onPress}>
          {label}
        </Button>
      ) : null}
    </span>
  );
}

/** The fields edited in place, and how each one reads, shows and is said in a toast. */
type InlineField = 'stock' | 'price';
const formatStock = (stock: number) => String(stock);
const formatPrice = (price: number) => price.toFixed(2);
const readStock = (text: string) => parseStock(text, PRODUCT_MAX_STOCK);
const readPrice = (text: string) => parsePrice(text, MIN_PRICE, PRODUCT_MAX_PRICE);
const shown = (field: InlineField, value: number) => (field === 'price' ? formatMoney(value) : String(value));

/** The choice that clears a filter. Not a value any filter takes (ids, states, names of categories and makes). */
const ALL = '__all__';

/** One filter of the index: "All …" first, then its choices; choosing "All …" clears it. */
function FilterSelect<T extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: readonly { id: T; name: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Select
      label={label}
      items={[{ id: ALL, name: allLabel }, ...choices]}
      value={value ?? ALL}
      onChange={(key) => onChange(key === ALL || key === null ? undefined : (String(key) as T))}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

/**
 * `/products` (issue 24): the products a vendor (their shops) or an admin (all) manages — search, shop, stock and
 * status filters, sort and pages in the URL, a link to each product's edit form; the price and stock edited in place
 * (Enter saves, Escape cancels; optimistic, with Undo; a refused save is rolled back and said); rows selected for a
 * bulk action (price by % or GH₵, stock, archive, unarchive, delete: confirmed, all or nothing on the server); and a
 * menu per row (edit, duplicate, archive or unarchive, delete).
 */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { tm, errorMessage } = useMessageTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readProductFilters(params);
  const isAdmin = session?.userType === 'admin';

  const setFilters = (change: Partial<ProductFilters>) => {
    // Another search or filter lists other products: the selection was made among the ones listed before.
    if (Object.keys(change).some((key) => !['page', 'limit', 'sort'].includes(key))) clearSelection();
    setParams(writeProductFilters(changeProductFilters(filters, change)), { replace: true });
  };

  const queryKey = [QUERY_KEY, managedProductQuery(filters)] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => sdk.products.listManaged(managedProductQuery(filters), { signal }),
    placeholderData: keepPreviousData,
  });
  const shops = useManageableShops(session);
  // The catalogue's categories and makes, for their filters (the product form reads the same lists).
  const parts = useQuery({ queryKey: ['parts'], queryFn: ({ signal }) => sdk.parts.list({ signal }) });
  const makes = useQuery({
    queryKey: ['vehicle-makes'],
    queryFn: ({ signal }) => sdk.vehicleMakes.list({ signal }),
  });

  const products = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  /** Changes products in every cached page of this list (optimistic, rollback, or the server's answer). */
  const showProducts = (change: (p: Product) => Product) =>
    queryClient.setQueriesData<ProductListResponse>({ queryKey: [QUERY_KEY] }, (old) =>
      old ? { ...old, data: old.data.map(change) } : old,
    );
  const showField = (id: number, field: InlineField, value: number) =>
    showProducts((p) => (p.id === id ? { ...p, [field]: value } : p));
  /** Everything cached is stale: this page reloads now, other filters and pages when next shown. */
  const reload = () => void queryClient.invalidateQueries({ queryKey: [QUERY_KEY] });

  /** Saves a price or stock edited in place: shown at once, rolled back with the server's reason when refused. */
  const saveField = async (product: Product, field: InlineField, value: number, undoable = true) => {
    const previous = product[field];
    // A list read still on its way (a search just typed) must not land on the new value with the old one.
    await queryClient.cancelQueries({ queryKey: [QUERY_KEY] });
    showField(product.id, field, value);
    try {
      const saved = await sdk.products.update(product.id, { [field]: value });
      showField(product.id, field, saved[field]);
      // Other filters and pages may list it differently now: they reload when next shown.
      void queryClient.invalidateQueries({ queryKey: [QUERY_KEY], refetchType: 'none' });
      const values = { name: product.name, [field]: shown(field, saved[field]) };
      if (!undoable) {
        toast.info(t(`${field}.restored`, values));
        return;
      }
      const id = toast.success(t(`${field}.saved`, values), {
        duration: UNDO_MS,
        description: (
          <ToastAction
            label={t('stock.undo')}
            onPress={() => {
              toast.dismiss(id);
              void saveField({ ...product, [field]: saved[field] }, field, previous, false);
            }}
          />
        ),
      });
    } catch (error) {
      showField(product.id, field, previous);
      toast.error(t(`${field}.failed`, { name: product.name }), { description: errorMessage(error) });
    }
  };

  // Selection for the bulk actions, kept across pages; filters change what is listed, so they clear it.
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [pendingBulk, setPendingBulk] = useState<PendingBulk | null>(null);
  const selectedProducts = useRef(new Map<number, Product>());
  for (const p of products) if (selected.has(p.id)) selectedProducts.current.set(p.id, p);
  const changeSelection = (keys: Set<RowKey>) => {
    for (const id of selectedProducts.current.keys()) if (!keys.has(id)) selectedProducts.current.delete(id);
    for (const p of products) if (keys.has(p.id)) selectedProducts.current.set(p.id, p);
    setSelected(keys);
  };
  const clearSelection = () => changeSelection(new Set());
  const bulk = (kind: PendingBulk['kind'], list?: Product[]) =>
    setPendingBulk({ kind, products: list ?? [...selectedProducts.current.values()] });

  /** A bulk action the server did: the new figures shown, a toast (Undo for an archive), the list reloaded. */
  const bulkDone = (result: ProductBulkResult, action: ProductBulkAction, undoable = true) => {
    setPendingBulk(null);
    clearSelection();
    if (action.type !== 'delete') {
      // The new figures at once; the reload then re-sorts and re-filters the page.
      const byId = new Map(result.products.map((p) => [p.id, p]));
      showProducts((p) => {
        const item = byId.get(p.id);
        if (!item) return p;
        const { archived: _, ...rest } = p;
        return {
          ...rest,
          price: item.price,
          stock: item.stock,
          ...(item.archived ? { archived: true } : {}),
        };
      });
    }
    reload();
    const message = t(`bulk.done.${action.type}`, { count: result.count });
    if (action.type !== 'archive' || !undoable) {
      toast.success(message);
      return;
    }
    const ids = result.products.map((p) => p.id);
    const id = toast.success(message, {
      duration: UNDO_MS,
      description: (
        <ToastAction
          label={t('stock.undo')}
          onPress={() => {
            toast.dismiss(id);
            sdk.products.bulk({ ids, action: { type: 'unarchive' } }).then(
              (undone) => bulkDone(undone, { type: 'unarchive' }, false),
              (error: unknown) => toast.error(t('bulk.failed'), { description: errorMessage(error) }),
            );
          }}
        />
      ),
    });
  };

  const navigate = useNavigate();
  const duplicate = async (product: Product) => {
    try {
      const copy = await sdk.products.duplicate(product.id);
      reload();
      toast.success(t('row.duplicated', { name: copy.name }), {
        duration: UNDO_MS,
        description: (
          <ToastAction label={t('row.openCopy')} onPress={() => void navigate(`/product/${copy.id}/edit`)} />
        ),
      });
    } catch (error) {
      toast.error(t('row.duplicateFailed', { name: product.name }), { description: errorMessage(error) });
    }
  };

  const columns: DataTableColumn<Product>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      isRowHeader: true,
      sortable: true,
      cell: (p) => {
        const image = p.images[0];
        return (
          <NameCell>
            {image ? (
              <img
                {...imageSources(image, IMAGE_SIZES.thumbnail)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            ) : (
              <span data-part="no-image" />
            )}
            <Link to={`/product/${p.id}/edit`}>
              <bdi>{p.name}</bdi>
            </Link>
            {p.archived ? <Badge tone="neutral">{t('archivedBadge')}</Badge> : null}
          </NameCell>
        );
      },
    },
    { key: 'shop', header: t('columns.shop'), cell: (p) => <bdi>{p.businessName}</bdi> },
    { key: 'sku', header: t('columns.sku'), cell: (p) => <bdi>{p.sku}</bdi> },
    {
      key: 'price',
      header: t('columns.price'),
      sortable: true,
      align: 'end',
      cell: (p) => (
        <InlineNumberCell
          label={t('price.label', { name: p.name })}
          value={p.price}
          format={formatPrice}
          parse={readPrice}
          inputMode="decimal"
          prefix={<Currency aria-hidden="true">GH₵</Currency>}
          onSave={(price) => void saveField(p, 'price', price)}
          onInvalid={() => toast.error(t('price.invalid', { name: p.name }))}
        />
      ),
    },
    {
      key: 'stock',
      header: t('columns.stock'),
      sortable: true,
      cell: (p) => {
        const state = stockStateOf(p.stock);
        return (
          <InlineNumberCell
            label={t('stock.label', { name: p.name })}
            value={p.stock}
            format={formatStock}
            parse={readStock}
            onSave={(stock) => void saveField(p, 'stock', stock)}
            onInvalid={() => toast.error(t('stock.invalid', { name: p.name }))}
          >
            {state === 'in' ? null : (
              <StockNote $tone={state === 'out' ? 'danger' : 'warning'}>
                {t(`stock.states.${state}`)}
              </StockNote>
            )}
          </InlineNumberCell>
        );
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (p) => (
        <MenuTrigger>
          <IconButton size="small" variant="quiet" aria-label={t('row.actionsFor', { name: p.name })}>
            <MoreIcon />
          </IconButton>
          <Menu
            placement="bottom end"
            onAction={(key) => {
              if (key === 'edit') void navigate(`/product/${p.id}/edit`);
              else if (key === 'duplicate') void duplicate(p);
              else bulk(key as PendingBulk['kind'], [p]);
            }}
          >
            <MenuItem id="edit" icon={<EditIcon />}>
              {t('row.edit')}
            </MenuItem>
            <MenuItem id="duplicate" icon={<CopyIcon />}>
              {t('row.duplicate')}
            </MenuItem>
            {p.archived ? (
              <MenuItem id="unarchive" icon={<ArchiveIcon />}>
                {t('row.unarchive')}
              </MenuItem>
            ) : (
              <MenuItem id="archive" icon={<ArchiveIcon />}>
                {t('row.archive')}
              </MenuItem>
            )}
            <MenuItem id="delete" icon={<TrashIcon />} tone="danger">
              {t('row.delete')}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      ),
    },
  ];

  const sortLabel: Record<ManagedProductSort, string> = {
    name: t('sort.name'),
    name_desc: t('sort.name_desc'),
    price_asc: t('sort.price_asc'),
    price_desc: t('sort.price_desc'),
    stock_asc: t('sort.stock_asc'),
    stock_desc: t('sort.stock_desc'),
    newest: t('sort.newest'),
    oldest: t('sort.oldest'),
  };
  /** A filter's texts as choices; one in the URL that is not (yet) listed still shows as chosen. */
  const textChoices = (values: readonly string[], chosen: string | undefined) =>
    [...new Set([...values, ...(chosen ? [chosen] : [])])]
      .sort()
      .map((value) => ({ id: value, name: value }));
  const shopChoices = (shops.data ?? []).map((s) => ({ id: String(s.id), name: s.businessName }));
  if (filters.shop !== undefined && !shopChoices.some((s) => s.id === String(filters.shop)))
    shopChoices.push({ id: String(filters.shop), name: t('filters.shopNumber', { id: filters.shop }) });

  const filtered = isFiltered(filters);
  const table = query.isError ? (
    <ErrorPanel
      title={t('loadFailed')}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  ) : (
    <>
      <Found aria-live="polite">{query.isPending ? t('loading') : t('found', { count: total })}</Found>
      <DataTable
        aria-label={t('tableLabel')}
        columns={columns}
        rows={products}
        total={total}
        page={filters.page}
        onPageChange={(page) => setFilters({ page })}
        pageSize={filters.limit}
        onPageSizeChange={(limit) => setFilters({ limit })}
        pageSizeOptions={PRODUCT_PAGE_SIZES}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={changeSelection}
        bulkActions={() => (
          <BulkButtons>
            <Button size="small" variant="secondary" onPress={() => bulk('price')}>
              {t('bulk.price')}
            </Button>
            <Button size="small" variant="secondary" onPress={() => bulk('stock')}>
              {t('bulk.stock')}
            </Button>
            <Button size="small" variant="secondary" onPress={() => bulk('archive')}>
              {t('bulk.archive')}
            </Button>
            <Button size="small" variant="secondary" onPress={() => bulk('unarchive')}>
              {t('bulk.unarchive')}
            </Button>
            <Button size="small" variant="danger" onPress={() => bulk('delete')}>
              {t('bulk.delete')}
            </Button>
          </BulkButtons>
        )}
        sortDescriptor={sortDescriptorOf(filters.sort)}
        onSortChange={(d) => setFilters({ sort: sortOfDescriptor(String(d.column), d.direction) })}
        isLoading={query.isPending}
        searchQuery={filters.q || undefined}
        emptyState={
          filtered ? (
            <EmptyState
              headingLevel={3}
              title={t('noMatchTitle')}
              message={t('noMatchMessage')}
              action={<Button onPress={() => setFilters(NO_PRODUCT_FILTERS)}>{t('clearFilters')}</Button>}
            />
          ) : (
            <EmptyState
              headingLevel={3}
              title={t('emptyTitle')}
              message={t('emptyMessage')}
              action={<Link to="/product-upload">{t('upload')}</Link>}
            />
          )
        }
        minWidth="64rem"
      />
    </>
  );

  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href={isAdmin ? '/admin-dashboard' : '/dashboard'}>{t('dashboard')}</Breadcrumb>
        <Breadcrumb>{t('title')}</Breadcrumb>
      </Breadcrumbs>
      <PageHeading title={t('title')} subtitle={isAdmin ? t('subtitleAdmin') : t('subtitleVendor')} />
      <p>
        <Link to={filters.shop === undefined ? '/products/import' : `/products/import?shop=${filters.shop}`}>
          {t('importCsv')}
        </Link>
      </p>
      <Toolbar>
        <SearchBox
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
        />
        <Filters>
          <FilterSelect
            label={t('filters.shop')}
            allLabel={t('filters.allShops')}
            choices={shopChoices}
            value={filters.shop === undefined ? undefined : String(filters.shop)}
            onChange={(shop) => setFilters({ shop: shop === undefined ? undefined : Number(shop) })}
          />
          <FilterSelect
            label={t('filters.stock')}
            allLabel={t('filters.allStock')}
            choices={productStockStates.map((id) => ({ id, name: t(`filters.stockStates.${id}`) }))}
            value={filters.stock}
            onChange={(stock) => setFilters({ stock })}
          />
          <FilterSelect
            label={t('filters.category')}
            allLabel={t('filters.allCategories')}
            choices={textChoices(
              (parts.data ?? []).map((part) => part.category),
              filters.category,
            )}
            value={filters.category}
            onChange={(category) => setFilters({ category })}
          />
          <FilterSelect
            label={t('filters.make')}
            allLabel={t('filters.allMakes')}
            choices={textChoices(
              (makes.data ?? []).map((vehicle) => vehicle.name),
              filters.make,
            )}
            value={filters.make}
            onChange={(make) => setFilters({ make })}
          />
          <FilterSelect
            label={t('filters.condition')}
            allLabel={t('filters.anyCondition')}
            choices={productStates.map((id) => ({
              id,
              name: t(`filters.conditions.${id === 'Brand New' ? 'brandNew' : 'used'}`),
            }))}
            value={filters.condition}
            onChange={(condition) => setFilters({ condition })}
          />
          <FilterSelect
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            choices={managedProductStatuses.map((id) => ({ id, name: t(`filters.statuses.${id}`) }))}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
          <Select
            label={t('sort.label')}
            value={filters.sort}
            onChange={(key) => setFilters({ sort: key as ManagedProductSort })}
          >
            {managedProductSorts.map((sort) => (
              <SelectItem key={sort} id={sort}>
                {sortLabel[sort]}
              </SelectItem>
            ))}
          </Select>
        </Filters>
      </Toolbar>
      {shops.isError ? <p role="status">{tm('Failed to fetch products or shops')}</p> : null}
      {table}
      <BulkDialogs pending={pendingBulk} onClose={() => setPendingBulk(null)} onDone={bulkDone} />
    </>
  );
}
