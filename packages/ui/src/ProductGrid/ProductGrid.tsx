import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel';
import { useUiTranslation } from '../i18n/I18nProvider';
import { ProductCard, type ProductCardProduct, type ProductCardProps } from '../ProductCard/ProductCard';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton';
import { CorrectionNote, EmptyActions, GridLink, GridList, GridStatus } from './ProductGrid.styles';

/** §9: the standalone product grid shows 12 per page (the shop view 30). */
export const PRODUCT_GRID_DEFAULT_SKELETONS = 12;

export interface ProductGridProps<P extends ProductCardProduct = ProductCardProduct>
  extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onError'> {
  /** The products of the current page. */
  products: readonly P[];
  /** Shows `skeletonCount` card skeletons instead of the products. */
  isLoading?: boolean;
  /** Number of skeletons while loading. Default 12 (§9). */
  skeletonCount?: number;
  /** When set, the §2 error panel ("Error") shows this message instead of the grid. `true` uses the default message. */
  error?: ReactNode;
  /** Shows "Try again" on the error panel. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The active search query: the empty state then says 'No results found for "…"'. */
  searchQuery?: string;
  /**
   * Words of `searchQuery` the search also matched as other words (the SDK's `meta.corrections`, e.g. `toyta` as
   * `toyota`): a note above the results says "Including results for “toyota …”".
   */
  corrections?: readonly { word: string; term: string }[] | undefined;
  /** A search that finds something, offered under an empty result ("Did you mean “honda”?"); `href` is a router link. */
  didYouMean?: { query: string; href: string } | undefined;
  /** An action under the empty state, e.g. a "Reset all" button. */
  emptyAction?: ReactNode;
  /** How many filters are active: an empty result then names the filters (and the search words, if any). */
  filterCount?: number;
  /** Shows "Clear search" under an empty result that had search words. */
  onClearSearch?: () => void;
  /** The address without the search words: "Clear search" is then a link (it works without JavaScript). */
  clearSearchHref?: string;
  /** Shows "Clear filters" under an empty result that had filters. */
  onClearFilters?: () => void;
  /** The address without the filters: "Clear filters" is then a link. */
  clearFiltersHref?: string;
  /**
   * The page asked for lies past the last page (`?page=999` of 12): instead of "No products found", the grid says so
   * and links to the last page (`href`, a router link).
   */
  pastEnd?: { lastPage: number; href: string };
  /**
   * `columns` (default): 1 / 2 / 3 / 5 per row at the §9 breakpoints (below 600, 600, 900, 1200 px).
   * `auto-fill`: as many 280 px-minimum columns as fit (the standalone grid, §2).
   */
  layout?: 'columns' | 'auto-fill';
  /** Link of a product's card. */
  getHref?: (product: P) => string | undefined;
  /** Router links for the cards (wins over `getHref`). */
  renderLink?: ProductCardProps['renderLink'];
  onAddToCart?: (product: P) => void;
  /** Whether a product's add-to-cart is pending. */
  isAddingToCart?: (product: P) => boolean;
  /** Controlled wishlist state of each card. */
  isWishlisted?: (product: P) => boolean;
  onToggleWishlist?: (product: P, isWishlisted: boolean) => void;
  /** Heading level of the card titles. Default 3. */
  headingLevel?: ProductCardProps['headingLevel'];
  /** How many leading cards load their image eagerly (the first visible row). Default 5. */
  eagerImages?: number;
  /** Stock at or below this shows "Only N left". */
  lowStockThreshold?: number;
  /** Whether each product fits the buyer's active vehicle (`fitsVehicle` from the SDK); no badges without it. */
  getFit?: (product: P) => ProductCardProps['fit'];
  /** The active vehicle as it reads, named with each fit badge. */
  fitVehicle?: string | undefined;
}

/**
 * The §2 product grid: `ProductCard`s in a list (`ul`/`li`, named "Products" unless `aria-label` says otherwise),
 * 5 per row from 1200 px, 3 from 900, 2 from 600, 1 below. Loading shows card skeletons (announced once as
 * "Loading products…"), an error shows the `ErrorPanel` with retry, no products shows an `EmptyState` that names the
 * search when there is one.
 */
export function ProductGrid<P extends ProductCardProduct = ProductCardProduct>({
  products,
  isLoading = false,
  skeletonCount = PRODUCT_GRID_DEFAULT_SKELETONS,
  error,
  onRetry,
  isRetrying,
  searchQuery,
  corrections,
  didYouMean,
  emptyAction,
  filterCount = 0,
  onClearSearch,
  clearSearchHref,
  onClearFilters,
  clearFiltersHref,
  pastEnd,
  layout = 'columns',
  getHref,
  renderLink,
  onAddToCart,
  isAddingToCart,
  isWishlisted,
  onToggleWishlist,
  headingLevel = 3,
  eagerImages = 5,
  lowStockThreshold,
  getFit,
  fitVehicle,
  'aria-label': ariaLabel,
  ...props
}: ProductGridProps<P>) {
  const { t } = useUiTranslation();
  const label = ariaLabel ?? t('productGrid.label');
  const query = searchQuery?.trim() ?? '';

  let content: ReactNode;
  let state: 'loading' | 'error' | 'empty' | 'ready';
  if (isLoading) {
    state = 'loading';
    const count = Math.max(0, Math.floor(Number.isFinite(skeletonCount) ? skeletonCount : 0));
    content = (
      <>
        <GridStatus role="status">
          <VisuallyHidden>{t('productGrid.loading')}</VisuallyHidden>
        </GridStatus>
        <GridList as="div" aria-hidden="true" data-layout={layout} data-part="skeletons">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their position
            <ProductCardSkeleton key={index} />
          ))}
        </GridList>
      </>
    );
  } else if (error !== undefined && error !== null && error !== false) {
    state = 'error';
    content = (
      <ErrorPanel
        message={error === true ? undefined : error}
        onRetry={onRetry}
        isRetrying={isRetrying}
        headingLevel={headingLevel === 2 ? 2 : ((headingLevel - 1) as 2 | 3 | 4 | 5)}
      />
    );
  } else if (products.length === 0 && pastEnd) {
    state = 'empty';
    content = (
      <EmptyState
        data-reason="past-end"
        title={t('productGrid.pastEndTitle')}
        message={t('productGrid.pastEndMessage', { count: pastEnd.lastPage })}
        action={
          <GridLink href={pastEnd.href}>{t('productGrid.pastEndLink', { page: pastEnd.lastPage })}</GridLink>
        }
        headingLevel={headingLevel === 2 ? 2 : ((headingLevel - 1) as 2 | 3 | 4 | 5)}
      />
    );
  } else if (products.length === 0) {
    state = 'empty';
    const filters = Math.max(0, filterCount);
    // Worded by what is active (issue 25): search words, filters, both, or neither.
    const message =
      query && filters
        ? t('productGrid.emptySearchFiltersMessage', { query, count: filters })
        : query
          ? t('productGrid.emptySearchMessage', { query })
          : filters
            ? t('productGrid.emptyFiltersMessage', { count: filters })
            : t('productGrid.emptyMessage');
    const clearSearch = query && (onClearSearch || clearSearchHref);
    const clearFilters = filters > 0 && (onClearFilters || clearFiltersHref);
    /** An empty-state action: a link when the app gave its address, else a button. */
    const action = (label: string, href: string | undefined, onPress: (() => void) | undefined) =>
      href ? (
        <ButtonLink variant="secondary" href={href} onPress={onPress}>
          {label}
        </ButtonLink>
      ) : (
        <Button variant="secondary" onPress={onPress}>
          {label}
        </Button>
      );
    const suggestion = query && didYouMean ? didYouMean : undefined;
    content = (
      <EmptyState
        data-reason={query && filters ? 'search-filters' : query ? 'search' : filters ? 'filters' : 'none'}
        title={query ? t('productGrid.emptySearchTitle') : t('productGrid.emptyTitle')}
        message={message}
        action={
          clearSearch || clearFilters || suggestion ? (
            <EmptyActions>
              {suggestion ? (
                <GridLink href={suggestion.href} data-part="did-you-mean">
                  {t('productGrid.didYouMean', { query: suggestion.query })}
                </GridLink>
              ) : null}
              {clearSearch ? action(t('productGrid.clearSearch'), clearSearchHref, onClearSearch) : null}
              {clearFilters ? action(t('productGrid.clearFilters'), clearFiltersHref, onClearFilters) : null}
              {emptyAction}
            </EmptyActions>
          ) : (
            emptyAction
          )
        }
        headingLevel={headingLevel === 2 ? 2 : ((headingLevel - 1) as 2 | 3 | 4 | 5)}
      />
    );
  } else {
    state = 'ready';
    const corrected = correctedQuery(query, corrections);
    content = (
      <>
        {corrected ? (
          <CorrectionNote data-part="corrections">
            {t('productGrid.corrected', { query: corrected })}
          </CorrectionNote>
        ) : null}
        <GridList aria-label={label} data-layout={layout} data-part="list">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={getHref?.(product)}
                renderLink={renderLink}
                onAddToCart={onAddToCart ? (p) => onAddToCart(p as P) : undefined}
                isAddingToCart={isAddingToCart?.(product) ?? false}
                isWishlisted={isWishlisted?.(product)}
                onToggleWishlist={onToggleWishlist ? (p, next) => onToggleWishlist(p as P, next) : undefined}
                headingLevel={headingLevel}
                imageLoading={index < eagerImages ? 'eager' : 'lazy'}
                lowStockThreshold={lowStockThreshold}
                fit={getFit?.(product)}
                fitVehicle={fitVehicle}
              />
            </li>
          ))}
        </GridList>
      </>
    );
  }

  return (
    <div {...props} data-part="product-grid" data-state={state} aria-busy={isLoading || undefined}>
      {content}
    </div>
  );
}

/** `query` with each corrected word replaced by its term (`toyta corola` → `toyota corolla`), or undefined. */
function correctedQuery(query: string, corrections: ProductGridProps['corrections']): string | undefined {
  if (!query || !corrections?.length) return undefined;
  const terms = new Map(corrections.map(({ word, term }) => [word.toLowerCase(), term]));
  return query
    .split(/\s+/)
    .map((word) => terms.get(word.toLowerCase()) ?? word)
    .join(' ');
}
