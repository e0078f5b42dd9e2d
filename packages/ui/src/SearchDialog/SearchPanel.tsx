import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import {
  Button as AriaButton,
  Autocomplete,
  Header,
  Input,
  type Key,
  Link,
  ListBoxItem,
  ListBoxSection,
  VisuallyHidden,
} from 'react-aria-components';
import { StyledButton } from '../Button/Button.styles';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { IMAGE_SIZES, imageSources } from '../images/imageSources';
import { ImagePlaceholderIcon } from '../internal/icons';
import { Money } from '../Money/Money';
import { SearchIcon, ShopIcon } from './icons';
import { StyledResults, StyledSearchField, StyledSearchPanel } from './SearchDialog.styles';
import type { SearchProduct, SearchShop, SearchSuggestionItem } from './searchFilter';
import {
  SEARCH_DEBOUNCE_MS,
  type SearchFn,
  type SearchState,
  useDebouncedSearch,
} from './useDebouncedSearch';

export type SearchSelection =
  | { type: 'suggestion'; suggestion: SearchSuggestionItem }
  | { type: 'shop'; shop: SearchShop }
  | { type: 'product'; product: SearchProduct };

export const defaultShopHref = (shop: SearchShop) => `/shop/${shop.id}`;
export const defaultProductHref = (product: SearchProduct) => `/shop/product/${product.id}`;

/** §2: the sign-in page with the current path as `returnUrl`. */
export function signInHref(returnUrl: string): string {
  return `/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export interface SearchPanelProps {
  /**
   * Runs a search: the trimmed query (500 ms after typing stops) and a signal aborted when a newer query or closing
   * the dialog makes the answer stale. Resolve `{shops, products}`; reject to show 'Failed to fetch products or
   * shops'. `filterSearchResults` implements the §2 client-side matching.
   */
  onSearch: SearchFn;
  /** Called when a result is chosen (click or Enter), before navigating to its href. */
  onSelect?: (selection: SearchSelection) => void;
  /** Link of a shop result. Default `/shop/{id}`. */
  shopHref?: (shop: SearchShop) => string;
  /** Link of a product result. Default `/shop/product/{id}`. */
  productHref?: (product: SearchProduct) => string;
  /** When false, a 'Sign in' link is shown. Default true. */
  isSignedIn?: boolean;
  /** The path to come back to after signing in (§2: the current path). Default: the window's path and query. */
  returnUrl?: string;
  /** Debounce in ms (default 500, §9). */
  debounceMs?: number;
  /** Initial query. */
  defaultQuery?: string;
  /** Focus the search field on mount (default true: the dialog opens to type). */
  autoFocus?: boolean;
}

function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}

function resultsOf(state: SearchState) {
  if (state.status === 'success') return state.results;
  if (state.status === 'loading') return state.previous;
  return undefined;
}

/**
 * The §2 search dialog's body: a search field driving a listbox of results grouped Suggestions (when the search gives
 * them), Shops and Products (RAC
 * `Autocomplete`: arrow keys move through the results while focus stays in the field, Enter opens one).
 */
export function SearchPanel({
  onSearch,
  onSelect,
  shopHref = defaultShopHref,
  productHref = defaultProductHref,
  isSignedIn = true,
  returnUrl,
  debounceMs = SEARCH_DEBOUNCE_MS,
  defaultQuery = '',
  autoFocus = true,
}: SearchPanelProps) {
  const { t } = useLaterUiTranslation();
  const [query, setQuery] = useState(defaultQuery);
  const state = useDebouncedSearch(query, onSearch, debounceMs);
  const results = resultsOf(state);
  const suggestions = results?.suggestions ?? [];
  const shops = results?.shops ?? [];
  const products = results?.products ?? [];
  const total = suggestions.length + shops.length + products.length;

  const byKey = useMemo(() => {
    const map = new Map<Key, SearchSelection>();
    for (const suggestion of suggestions)
      map.set(`suggestion-${suggestion.href}`, { type: 'suggestion', suggestion });
    for (const shop of shops) map.set(`shop-${shop.id}`, { type: 'shop', shop });
    for (const product of products) map.set(`product-${product.id}`, { type: 'product', product });
    return map;
  }, [suggestions, shops, products]);

  let message: ReactNode;
  let status: string;
  if (state.status === 'idle') {
    message = t('searchDialog.enterKeywords');
    status = message as string;
  } else if (state.status === 'error') {
    message = <span data-tone="danger">{t('searchDialog.failed')}</span>;
    status = t('searchDialog.failed');
  } else if (state.status === 'loading' && !results) {
    message = t('searchDialog.searching');
    status = '';
  } else if (total === 0 && state.status === 'success') {
    message = (
      <>
        <strong data-part="not-found">{t('searchDialog.notFound')}</strong>
        <span>{t('searchDialog.noResults', { query: state.query })}</span>
      </>
    );
    status = `${t('searchDialog.notFound')} - ${t('searchDialog.noResults', { query: state.query })}`;
  } else {
    message = null;
    status = state.status === 'success' ? t('searchDialog.resultCount', { count: total }) : '';
  }
  // While a new query loads, the previous results stay but an error or "idle" replaces them.
  const showResults = state.status === 'success' || state.status === 'loading';

  return (
    <StyledSearchPanel data-part="search-panel" data-status={state.status}>
      <Autocomplete inputValue={query} onInputChange={setQuery}>
        <StyledSearchField aria-label={t('searchDialog.label')} autoFocus={autoFocus}>
          <SearchIcon data-part="search-icon" />
          <Input placeholder={t('searchDialog.placeholder')} data-part="input" />
          <AriaButton data-part="clear">
            <svg
              width="1em"
              height="1em"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z" />
            </svg>
          </AriaButton>
        </StyledSearchField>
        <StyledResults
          aria-label={t('searchDialog.results')}
          aria-busy={state.status === 'loading' || undefined}
          onAction={(key) => {
            const selection = byKey.get(key);
            if (selection) onSelect?.(selection);
          }}
          renderEmptyState={() => <div data-part="message">{message}</div>}
        >
          {showResults && suggestions.length > 0 ? (
            <ListBoxSection id="suggestions" data-part="section">
              <Header data-part="section-header">{t('searchDialog.suggestions')}</Header>
              {suggestions.map((suggestion) => (
                <ListBoxItem
                  key={`suggestion-${suggestion.href}`}
                  id={`suggestion-${suggestion.href}`}
                  href={suggestion.href}
                  textValue={suggestion.label}
                  data-part="result"
                  data-type="suggestion"
                >
                  <span data-part="thumb" aria-hidden="true">
                    <SearchIcon />
                  </span>
                  <span data-part="text">
                    <span data-part="name">{suggestion.label}</span>
                    <span data-part="meta">{t(`searchDialog.kind.${suggestion.kind}`)}</span>
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ) : null}
          {showResults && shops.length > 0 ? (
            <ListBoxSection id="shops" data-part="section">
              <Header data-part="section-header">{t('searchDialog.shops')}</Header>
              {shops.map((shop) => (
                <ListBoxItem
                  key={`shop-${shop.id}`}
                  id={`shop-${shop.id}`}
                  href={shopHref(shop)}
                  textValue={shop.name}
                  data-part="result"
                  data-type="shop"
                >
                  <span data-part="thumb" aria-hidden="true">
                    {shop.imageUrl ? <img src={shop.imageUrl} alt="" /> : <ShopIcon />}
                  </span>
                  <span data-part="text">
                    <span data-part="name">{shop.name}</span>
                    {shop.address || shop.country ? (
                      <span data-part="meta">{[shop.address, shop.country].filter(Boolean).join(', ')}</span>
                    ) : null}
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ) : null}
          {showResults && products.length > 0 ? (
            <ListBoxSection id="products" data-part="section">
              <Header data-part="section-header">{t('searchDialog.products')}</Header>
              {products.map((product) => (
                <ListBoxItem
                  key={`product-${product.id}`}
                  id={`product-${product.id}`}
                  href={productHref(product)}
                  textValue={product.name}
                  data-part="result"
                  data-type="product"
                >
                  <span data-part="thumb" aria-hidden="true">
                    {product.images?.[0] ? (
                      <img {...imageSources(product.images[0], IMAGE_SIZES.thumbnail)} alt="" />
                    ) : (
                      <ImagePlaceholderIcon />
                    )}
                  </span>
                  <span data-part="text">
                    <span data-part="name">{product.name}</span>
                    {product.businessName || product.partName ? (
                      <span data-part="meta">
                        {[product.partName, product.businessName].filter(Boolean).join(' · ')}
                      </span>
                    ) : null}
                  </span>
                  {typeof product.price === 'number' ? (
                    <Money value={product.price} size="small" emphasis="strong" data-part="price" />
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ) : null}
        </StyledResults>
      </Autocomplete>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {isSignedIn ? null : (
        <div data-part="footer">
          <StyledButton
            as={Link}
            href={signInHref(returnUrl ?? currentPath())}
            data-variant="secondary"
            data-size="small"
            data-part="sign-in"
          >
            {t('searchDialog.signIn')}
          </StyledButton>
        </div>
      )}
    </StyledSearchPanel>
  );
}
