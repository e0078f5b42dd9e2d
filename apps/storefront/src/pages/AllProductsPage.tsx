import { EmptyState, ErrorPanel, Pagination, ProductCard, ProductCardSkeleton } from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sdk } from '../sdk';
import { Grid, PageHeading } from '../shell/Page';

/** §2: 30 per page in the shop view. */
const PAGE_SIZE = 30;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function AllProductsPage() {
  const { t } = useTranslation('storefront');
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const products = useQuery({
    queryKey: ['products', { page, limit: PAGE_SIZE }],
    queryFn: ({ signal }) => sdk.products.list({ page, limit: PAGE_SIZE, sort: 'name' }, { signal }),
    placeholderData: keepPreviousData,
  });

  /** §2: the page number is replaced in the URL and the page scrolls to the top. */
  const goTo = (next: number) => {
    setParams(
      (current) => {
        current.set('page', String(next));
        return current;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHeading title={t('products.title')} />
      {products.isError ? (
        <ErrorPanel message={products.error.message} onRetry={() => products.refetch()} />
      ) : products.isPending ? (
        <Grid aria-busy="true" aria-label={t('products.loading')}>
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <ProductCardSkeleton key={i} />
          ))}
        </Grid>
      ) : products.data.data.length === 0 ? (
        <EmptyState title={t('products.emptyTitle')} message={t('products.emptyMessage')} />
      ) : (
        <>
          <Grid>
            {products.data.data.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                renderLink={(children) => <Link to={`/shop/product/${product.id}`}>{children}</Link>}
              />
            ))}
          </Grid>
          <Pagination page={page} pageSize={PAGE_SIZE} total={products.data.meta.total} onChange={goTo} />
        </>
      )}
    </>
  );
}
