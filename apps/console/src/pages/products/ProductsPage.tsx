import {
  type ManagedProductSort,
  managedProductSorts,
  type Product,
  type ProductListResponse,
  type ProductStockState,
  productStockStates,
} from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorPanel,
  IMAGE_SIZES,
  imageSources,
  Money,
  NumberField,
  Select,
  SelectItem,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
import { Found, SearchBox, Toolbar } from '../users/adminParts';
import {
  changeProductFilters,
  isFiltered,
  managedProductQuery,
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
/** How long the Undo of a stock change stays on screen. */
const UNDO_MS = 8000;

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

const StockForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  [data-part='field'] {
    inline-size: 6rem;
  }
`;

const StockNote = styled.span<{ $tone: 'danger' | 'warning' }>`
  font-size: 0.85em;
  color: ${(p) => (p.$tone === 'danger' ? vars.status.danger.fg : vars.status.warning.fg)};
  white-space: nowrap;
`;

type StockState = ProductStockState;
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

/** A product's stock as a small number field: Enter or leaving the field saves a changed value. */
function StockCell({
  product,
  onSave,
}: {
  product: Product;
  onSave: (product: Product, stock: number) => void;
}) {
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState(product.stock);
  // The saved value changed under the field (Undo, a refused save, a reload): show it.
  useEffect(() => setDraft(product.stock), [product.stock]);
  const commit = (value: number) => {
    if (Number.isSafeInteger(value) && value >= 0 && value !== product.stock) onSave(product, value);
  };
  const state = stockStateOf(product.stock);
  return (
    <StockForm
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit(draft);
      }}
    >
      <NumberField
        data-part="field"
        aria-label={t('stock.label', { name: product.name })}
        min={0}
        hideStepper
        value={draft}
        onChange={setDraft}
        onBlur={(event) => {
          const text = (event.target as HTMLInputElement).value.trim();
          commit(text === '' ? 0 : Number(text.replace(/\D/g, '')));
        }}
      />
      {state === 'in' ? null : (
        <StockNote $tone={state === 'out' ? 'danger' : 'warning'}>{t(`stock.states.${state}`)}</StockNote>
      )}
    </StockForm>
  );
}

/**
 * `/products` (issue 24): the products a vendor (their shops) or an admin (all) manages — search, shop and stock
 * filters, sort and pages in the URL, a link to each product's edit form, and the stock edited in place (optimistic,
 * with Undo; a refused save is rolled back and said).
 */
export function ProductsPage() {
  const { t } = useTranslation('products');
  const { tm, errorMessage } = useMessageTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readProductFilters(params);
  const isAdmin = session?.userType === 'admin';

  const setFilters = (change: Partial<ProductFilters>) =>
    setParams(writeProductFilters(changeProductFilters(filters, change)), { replace: true });

  const queryKey = [QUERY_KEY, managedProductQuery(filters)] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => sdk.products.listManaged(managedProductQuery(filters), { signal }),
    placeholderData: keepPreviousData,
  });
  const shops = useManageableShops(session);

  const products = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  /** Puts `stock` on the product in every cached page of this list (optimistic, rollback, or the server's answer). */
  const showStock = (id: number, stock: number) =>
    queryClient.setQueriesData<ProductListResponse>({ queryKey: [QUERY_KEY] }, (old) =>
      old ? { ...old, data: old.data.map((p) => (p.id === id ? { ...p, stock } : p)) } : old,
    );

  const saveStock = async (product: Product, stock: number, undoable = true) => {
    const previous = product.stock;
    showStock(product.id, stock);
    try {
      const saved = await sdk.products.update(product.id, { stock });
      showStock(product.id, saved.stock);
      // Other filters and pages may list it differently now: they reload when next shown.
      void queryClient.invalidateQueries({ queryKey: [QUERY_KEY], refetchType: 'none' });
      if (!undoable) {
        toast.info(t('stock.restored', { name: product.name, stock: saved.stock }));
        return;
      }
      const id = toast.success(t('stock.saved', { name: product.name, stock: saved.stock }), {
        duration: UNDO_MS,
        description: (
          <ToastAction
            label={t('stock.undo')}
            onPress={() => {
              toast.dismiss(id);
              void saveStock({ ...product, stock: saved.stock }, previous, false);
            }}
          />
        ),
      });
    } catch (error) {
      showStock(product.id, previous);
      toast.error(t('stock.failed', { name: product.name }), { description: errorMessage(error) });
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
      cell: (p) => <Money value={p.price} />,
    },
    {
      key: 'stock',
      header: t('columns.stock'),
      sortable: true,
      cell: (p) => <StockCell product={p} onSave={(product, stock) => void saveStock(product, stock)} />,
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
  const ALL = 'all';
  const shopItems = [
    { id: ALL, name: t('filters.allShops') },
    ...(shops.data ?? []).map((s) => ({ id: String(s.id), name: s.businessName })),
  ];
  // A shop in the URL that is not (yet) in the list still shows as chosen.
  if (filters.shop !== undefined && !shopItems.some((s) => s.id === String(filters.shop)))
    shopItems.push({ id: String(filters.shop), name: t('filters.shopNumber', { id: filters.shop }) });

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
              action={
                <Button onPress={() => setFilters({ q: '', shop: undefined, stock: undefined })}>
                  {t('clearFilters')}
                </Button>
              }
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
        minWidth="48rem"
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
          <Select
            label={t('filters.shop')}
            items={shopItems}
            value={filters.shop === undefined ? ALL : String(filters.shop)}
            onChange={(key) => setFilters({ shop: key === ALL || key === null ? undefined : Number(key) })}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Select
            label={t('filters.stock')}
            value={filters.stock ?? ALL}
            onChange={(key) =>
              setFilters({ stock: key === ALL || key === null ? undefined : (key as StockState) })
            }
          >
            <SelectItem id={ALL}>{t('filters.allStock')}</SelectItem>
            {productStockStates.map((state) => (
              <SelectItem key={state} id={state}>
                {t(`filters.stockStates.${state}`)}
              </SelectItem>
            ))}
          </Select>
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
    </>
  );
}
