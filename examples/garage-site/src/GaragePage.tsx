import {
  type AbosseyClient,
  createClient,
  memoryTokenStore,
  type Product,
  type ProductFacets,
} from '@abossey/sdk';
import {
  EMPTY_PRODUCT_FILTERS,
  FilterBar,
  type FilterOptions,
  LanguageSwitcher,
  Money,
  multiFilterKeys,
  ProductCard,
  type ProductFilterValue,
  StatusBadge,
  useLanguage,
} from '@abossey/ui';
import { Cart, Search, sharedCart, WIDGET_LANGS, type WidgetLang } from '@abossey/widgets';
import { useEffect, useState } from 'react';
import './garage.css';

/** The marketplace this garage sells through (its origin; the API is under `/api`). */
const MARKETPLACE = import.meta.env.VITE_ABOSSEY_ORIGIN ?? 'http://localhost:3000';
/** The garage's partner id: orders placed through its links and checkout are credited to it. */
const GARAGE_REF = 'mensah-motors';
/** What the garage charges for fitting, in GH₵. */
const FITTING_FROM = 50;

// The anonymous catalogue reads work from any origin. A memory token store: the SDK never reads or writes this
// page's own storage, and never sends the garage's session to the marketplace.
const abossey: AbosseyClient = createClient({ baseUrl: `${MARKETPLACE}/api`, auth: memoryTokenStore() });
// The widgets' cart (this page's localStorage, `abossey:checkout`); the Cart widget shows it and checks out.
const cart = sharedCart();

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; products: Product[]; total: number; facets: ProductFacets | undefined };

function useProducts(filters: ProductFilterValue): Loaded {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    abossey.products
      .list(
        {
          make: [...filters.make],
          model: [...filters.model],
          year: filters.year.map(Number),
          category: [...filters.category],
          part: [...filters.part],
          condition: filters.condition === 'all' ? undefined : filters.condition,
          limit: 12,
        },
        { signal: controller.signal },
      )
      .then(
        ({ data, meta }) =>
          setState({ status: 'done', products: data, total: meta.total, facets: meta.facets }),
        () => controller.signal.aborted || setState({ status: 'failed' }),
      );
    return () => controller.abort();
  }, [filters]);
  return state;
}

const filterOptions = (facets: ProductFacets | undefined): FilterOptions =>
  Object.fromEntries(multiFilterKeys.map((key) => [key, facets?.[key] ?? []]));

function addToCart(product: Product) {
  cart.add({
    id: product.id,
    name: product.name,
    price: product.price,
    coverUrl: product.images[0] ? new URL(product.images[0], MARKETPLACE).href : null,
    available: product.stock,
    shopId: product.businessId,
    shopName: product.businessName,
  });
  cart.setRef(GARAGE_REF);
}

export function GaragePage() {
  const { language, i18n } = useLanguage();
  const t = i18n.getFixedT(null, 'garage');
  const lang: WidgetLang = (WIDGET_LANGS as readonly string[]).includes(language)
    ? (language as WidgetLang)
    : 'en';
  const [filters, setFilters] = useState<ProductFilterValue>(EMPTY_PRODUCT_FILTERS);
  const [options, setOptions] = useState<FilterOptions>({});
  const products = useProducts(filters);
  useEffect(() => {
    if (products.status === 'done') setOptions(filterOptions(products.facets));
  }, [products]);

  return (
    <div className="garage">
      <header className="garage-header">
        <div>
          <h1>{t('name')}</h1>
          <p>{t('tagline')}</p>
          <p>
            {t('labour')} <Money value={FITTING_FROM} emphasis="strong" />
          </p>
        </div>
        <div className="garage-tools">
          <LanguageSwitcher toaster={null} />
          <Cart apiBase={MARKETPLACE} partnerRef={GARAGE_REF} lang={lang} />
        </div>
      </header>

      <section className="garage-search" aria-labelledby="garage-search">
        <h2 id="garage-search">{t('search')}</h2>
        <Search apiBase={MARKETPLACE} partnerRef={GARAGE_REF} lang={lang} />
      </section>

      <main className="garage-parts" aria-labelledby="garage-parts">
        <h2 id="garage-parts">{t('parts')}</h2>
        <FilterBar
          value={filters}
          options={options}
          loading={products.status === 'loading' && Object.keys(options).length === 0}
          onChange={setFilters}
          onReset={() => setFilters(EMPTY_PRODUCT_FILTERS)}
        />
        <p role="status" data-testid="parts-status">
          {products.status === 'loading'
            ? t('loading')
            : products.status === 'failed'
              ? t('failed')
              : products.total === 0
                ? t('empty')
                : t('found', { count: products.total })}
        </p>
        {products.status === 'done' ? (
          <ul className="garage-grid">
            {products.products.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  headingLevel={3}
                  href={`${MARKETPLACE}/shop/product/${product.id}?ref=${GARAGE_REF}`}
                  onAddToCart={() => addToCart(product)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </main>

      <aside className="garage-workshop" aria-labelledby="garage-workshop">
        <h2 id="garage-workshop">{t('workshop')}</h2>
        <ul>
          <li>
            {t('jobBrakes')} <StatusBadge status="processing" />
          </li>
          <li>
            {t('jobService')} <StatusBadge status="completed" />
          </li>
        </ul>
      </aside>
    </div>
  );
}
