import type { Product, ProductSort } from '@abossey/sdk';
import {
  Button,
  FilterDrawer,
  FilterForm,
  type FilterOptions,
  Pagination,
  type ProductFilterValue,
  ProductGrid,
  SearchBox,
  SortForm,
  toast,
  vars,
} from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { cart } from '../cart';
import { cartLineOf } from '../cart/cartLine';
import { FloatingCartButton } from '../cart/FloatingCartButton';
import {
  activeFilterCount,
  BROWSER_PAGE_SIZE,
  type BrowserState,
  changeBrowserState,
  clearSearch,
  FILTER_KEYS,
  keptParams,
  pastEndPage,
  readBrowserState,
  resetFilters,
  writeBrowserState,
} from '../catalogue/browserParams';
import { productListQueryOptions } from '../catalogue/productListQuery';
import { useMediaAfterMount } from '../catalogue/useMediaAfterMount';
import { useFit } from '../garage/garage';
import { ShopForVehicle } from '../garage/ShopForVehicle';
import { PageHeading } from '../shell/Page';
import { useWishlist, wishlist } from '../wishlist';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
  margin-block-end: ${vars.space[4]};
  search {
    flex: 1 1 320px;
  }
  search form {
    display: flex;
    align-items: end;
    gap: ${vars.space[2]};
  }
  search form > :first-child {
    flex: 1;
  }
`;

// Loaded after the first paint (issue 9: first-page JavaScript), on wide screens only: a phone keeps the plain GET
// forms of the same size (a native select is the picker a phone user knows; filters are in the drawer there), which
// the server renders, the hydrating render too, and which work with JavaScript through the router (issue 23).
const FilterBar = lazy(() => import('./productControls').then((m) => ({ default: m.FilterBar })));
const SortSelect = lazy(() => import('./productControls').then((m) => ({ default: m.SortSelect })));

/** Where the filters show as a row and the react-aria controls load; below it, filters are in the drawer. */
const WIDE_SCREEN = '(min-width: 900px)';

/** §2: filters in a row on wide screens, in a right-hand drawer on small ones. */
const Filters = styled.div`
  margin-block-end: ${vars.space[4]};
  & > [data-layout='drawer'] {
    display: none;
  }
  @media (max-width: 899.98px) {
    & > [data-layout='row'] {
      display: none;
    }
    & > [data-layout='drawer'] {
      display: block;
    }
  }
`;

const CATALOGUE = '/shop/all-products';
/** The catalogue's address for a state (no `?` when everything is default). */
function hrefOf(state: BrowserState): string {
  const params = writeBrowserState(state).toString();
  return params ? `${CATALOGUE}?${params}` : CATALOGUE;
}

function toFilterValue(state: BrowserState): ProductFilterValue {
  return {
    make: state.make,
    model: state.model,
    year: state.year.map(String),
    category: state.category,
    part: state.part,
    condition: state.condition ?? 'all',
  };
}

/** `/shop/all-products` (§2): server-side search, filters that narrow each other, sort and pages in the URL. */
export function AllProductsPage() {
  const { t } = useTranslation('storefront');
  const [params, setParams] = useSearchParams();
  const state = readBrowserState(params);
  const [query, setQuery] = useState(state.q);
  // A search started elsewhere ("Did you mean", the header, back and forward) shows its words in the box.
  const [searched, setSearched] = useState(state.q);
  if (searched !== state.q) {
    setSearched(state.q);
    setQuery(state.q);
  }
  const saved = useWishlist();
  const fit = useFit();
  const wide = useMediaAfterMount(WIDE_SCREEN);

  const products = useQuery({
    ...productListQueryOptions(state),
    placeholderData: keepPreviousData,
  });

  /** Writes a new state to the URL; a changed page scrolls to the top (§2). */
  const go = (next: BrowserState) => {
    setParams(writeBrowserState(next), { replace: true });
    window.scrollTo({ top: 0 });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    go(changeBrowserState(state, { q: query.trim() }));
  };

  // The answer is rendered in a transition: React renders the grid in slices and keeps the page responsive on slow
  // phones (one long task for 30 cards and the facets was most of the page's blocking time, issue 9).
  const list = useDeferredValue(products.data);
  const loading = list === undefined && !products.isError;
  const facets = list?.meta.facets;
  const options: FilterOptions = Object.fromEntries(
    FILTER_KEYS.map((key) => {
      const fromServer = facets?.[key] ?? [];
      // Chosen values stay listed even when the other filters leave them no products.
      const chosen = state[key]
        .map(String)
        .filter((value) => !fromServer.some((facet) => facet.value === value));
      return [key, [...fromServer.map(({ value, count }) => ({ value, count })), ...chosen]];
    }),
  );

  const onFilters = (value: ProductFilterValue) =>
    go(
      changeBrowserState(state, {
        make: [...value.make],
        model: [...value.model],
        year: value.year.map(Number),
        category: [...value.category],
        part: [...value.part],
        condition: value.condition === 'all' ? null : value.condition,
      }),
    );

  const onSort = (sort: ProductSort) => go(changeBrowserState(state, { sort }));
  const sortForm = (
    <SortForm
      value={state.sort}
      action={CATALOGUE}
      hiddenFields={keptParams(state, ['sort'])}
      onChange={onSort}
    />
  );
  const filterForm = (
    <FilterForm
      value={toFilterValue(state)}
      options={options}
      action={CATALOGUE}
      hiddenFields={keptParams(state, [...FILTER_KEYS, 'condition'])}
      resetHref={hrefOf(resetFilters(state))}
      onChange={onFilters}
    />
  );

  const total = list?.meta.total ?? 0;
  // `?page=999` of 12: the grid says so and links to the last page, and the pager is hidden (issue 25).
  const lastPage = list
    ? pastEndPage({ page: state.page, total, shown: list.data.length }, BROWSER_PAGE_SIZE)
    : null;
  return (
    <>
      <PageHeading title={t('products.title')} />
      <ShopForVehicle
        vehicle={fit.vehicle}
        filters={state}
        shopHref={(vehicle) =>
          hrefOf(
            changeBrowserState(state, { make: [vehicle.make], model: [vehicle.model], year: [vehicle.year] }),
          )
        }
      />
      <Toolbar>
        <search>
          {/* A plain GET form too: before hydration, or with JavaScript off, it searches with the same address the
              router would write (the filters and sort kept, back to page 1). */}
          <form method="get" action={CATALOGUE} onSubmit={search}>
            {[...writeBrowserState(changeBrowserState(state, { q: '' })).entries()].map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <SearchBox
              name="q"
              label={t('products.search')}
              placeholder={t('products.searchPlaceholder')}
              value={query}
              onChange={setQuery}
            />
            <Button type="submit">{t('products.searchSubmit')}</Button>
          </form>
        </search>
        {wide ? (
          <Suspense fallback={sortForm}>
            <SortSelect value={state.sort} onChange={onSort} />
          </Suspense>
        ) : (
          sortForm
        )}
      </Toolbar>
      <Filters>
        <div data-layout="row">
          {wide ? (
            <Suspense fallback={filterForm}>
              <FilterBar
                value={toFilterValue(state)}
                options={options}
                loading={loading}
                onChange={onFilters}
                onReset={() => go(resetFilters(state))}
              />
            </Suspense>
          ) : (
            filterForm
          )}
        </div>
        <div data-layout="drawer">
          <FilterDrawer
            value={toFilterValue(state)}
            options={options}
            loading={loading}
            onChange={onFilters}
            onReset={() => go(resetFilters(state))}
          />
        </div>
      </Filters>
      <ProductGrid<Product>
        products={list?.data ?? []}
        isLoading={loading}
        error={products.isError ? products.error.message : undefined}
        onRetry={() => products.refetch()}
        isRetrying={products.isRefetching}
        searchQuery={state.q || undefined}
        corrections={list?.meta.corrections}
        didYouMean={
          list?.meta.didYouMean
            ? {
                query: list.meta.didYouMean,
                href: hrefOf(changeBrowserState(state, { q: list.meta.didYouMean })),
              }
            : undefined
        }
        filterCount={activeFilterCount(state)}
        clearSearchHref={hrefOf(clearSearch(state))}
        clearFiltersHref={hrefOf(resetFilters(state))}
        pastEnd={lastPage ? { lastPage, href: hrefOf({ ...state, page: lastPage }) } : undefined}
        getHref={(product) => `/shop/product/${product.id}`}
        getFit={fit.vehicle ? fit.fitOf : undefined}
        fitVehicle={fit.label}
        isWishlisted={(product) => saved.some((item) => item.id === product.id)}
        onToggleWishlist={(product) =>
          wishlist.toggle({
            id: product.id,
            name: product.name,
            price: product.price,
            coverUrl: product.images?.[0] ?? null,
          })
        }
        onAddToCart={(product) => {
          cart.add(cartLineOf(product));
          toast.success(t('cart.added', { name: product.name }));
        }}
        aria-busy={products.isFetching || undefined}
      />
      {total > BROWSER_PAGE_SIZE && !lastPage ? (
        <Pagination
          page={state.page}
          pageSize={BROWSER_PAGE_SIZE}
          total={total}
          hrefFor={(page) => hrefOf({ ...state, page })}
          onChange={() => window.scrollTo({ top: 0 })}
        />
      ) : null}
      <FloatingCartButton />
    </>
  );
}
