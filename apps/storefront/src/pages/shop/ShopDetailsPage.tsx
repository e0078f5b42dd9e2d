import type { Product } from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  ErrorPanel,
  Pagination,
  ProductGrid,
  RatingLine,
  ShopContact,
  Skeleton,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { cart } from '../../cart';
import { cartLineOf } from '../../cart/cartLine';
import { FloatingCartButton } from '../../cart/FloatingCartButton';
import { pastEndPage } from '../../catalogue/browserParams';
import { positiveId } from '../../routeParams';
import { useCurrentUser } from '../../session/useCurrentUser';
import { PageHeading } from '../../shell/Page';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { useWishlist, wishlist } from '../../wishlist';
import { canManageShop } from './ownership';
import { ShopOwnerActions } from './ShopOwnerActions';
import { pageParam, SHOP_PRODUCTS_PER_PAGE, shopProductsQueryOptions, shopQueryOptions } from './shopQueries';
import { VisuallyHidden } from './shopStyles';

const Hero = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  margin-block-end: ${vars.space[6]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  img,
  [data-part='image'] {
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.subtle};
  }
  [data-part='info'] {
    display: grid;
    gap: ${vars.space[3]};
    align-content: start;
  }
  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
    color: ${vars.fg.muted};
  }
  [data-part='description'] {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const SectionTitle = styled.h2`
  font-size: ${vars.font.size.lg};
  margin-block: 0 ${vars.space[3]};
`;

function ShopHeroSkeleton({ label }: { label: string }) {
  return (
    <Hero aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton variant="rect" style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <div data-part="info" aria-hidden="true">
        <Skeleton variant="text" width="50%" height="2rem" />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" lines={3} />
      </div>
    </Hero>
  );
}

/**
 * `/shop/:shopId` (§2 Shop details): the shop with its rating (issue 25), its products and, for its owner or an admin,
 * the owner actions.
 */
export function ShopDetailsPage() {
  const { t } = useTranslation('shop');
  const { tm, errorMessage } = useMessageTranslation();
  const id = positiveId(useParams().shopId);
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { user } = useCurrentUser();
  const saved = useWishlist();

  const shop = useQuery({ ...shopQueryOptions(id ?? 0), enabled: id !== null, retry: 2 });
  const products = useQuery({
    ...shopProductsQueryOptions(id ?? 0, page),
    // Loaded alongside the shop (a missing shop just answers no products).
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(
    shop.data?.name ?? (shop.data === null ? t('details.notFoundTitle') : t('details.errorTitle')),
  );

  const crumbs = (current: string) => (
    <Breadcrumbs>
      <Breadcrumb href="/shop">{t('details.crumbShops')}</Breadcrumb>
      <Breadcrumb>{current}</Breadcrumb>
    </Breadcrumbs>
  );

  if (id === null || shop.data === null)
    return (
      <>
        <PageHeading title={t('details.notFoundTitle')} subtitle={t('details.notFoundMessage')} />
        <Link to="/shop">{t('details.backToShops')}</Link>
      </>
    );
  if (shop.isError)
    return (
      <>
        <PageHeading title={t('details.errorTitle')} />
        <ErrorPanel
          message={
            shop.error.message === 'Failed to fetch business'
              ? tm('Failed to fetch shop details. Please try again later.')
              : errorMessage(shop.error)
          }
          onRetry={() => shop.refetch()}
          isRetrying={shop.isRefetching}
        />
      </>
    );
  if (shop.isPending) return <ShopHeroSkeleton label={t('details.loading')} />;

  const s = shop.data;
  const total = products.data?.meta.total ?? 0;
  // `?page=999`: said to be past the end, with a link to the last page; the pager is hidden (issue 25).
  const lastPage = products.data
    ? pastEndPage({ page, total, shown: products.data.data.length }, SHOP_PRODUCTS_PER_PAGE)
    : null;
  const productError = products.isError
    ? products.error.message === 'Failed to fetch products'
      ? tm('Failed to fetch products. Please try again later.')
      : errorMessage(products.error)
    : undefined;

  return (
    <>
      {crumbs(s.name)}
      <Hero aria-labelledby="shop-name">
        {s.imageUrl ? <img src={s.imageUrl} alt="" /> : <div data-part="image" aria-hidden="true" />}
        <div data-part="info">
          <h1 id="shop-name">
            <bdi>{s.name}</bdi>
          </h1>
          {/* Issue 25: the average of the verified reviews of its products. */}
          <RatingLine rating={s.rating ?? 0} ratings={s.ratings ?? 0} size="medium" />
          <address>
            <bdi>{s.address}</bdi>
          </address>
          <p data-part="description" dir="auto">
            {s.description}
          </p>
          {/* The address is shown above; the contact card adds the phone, WhatsApp and GPS address (issue 25). */}
          <ShopContact shopName={s.name} phone={s.phone} gpsAddress={s.gpsAddress} />
          {canManageShop(user, s) ? <ShopOwnerActions shop={s} /> : null}
        </div>
      </Hero>
      <section aria-labelledby="shop-products">
        <SectionTitle id="shop-products">{t('details.products')}</SectionTitle>
        <ProductGrid<Product>
          products={products.data?.data ?? []}
          isLoading={products.isPending}
          skeletonCount={10}
          error={productError}
          onRetry={() => products.refetch()}
          isRetrying={products.isRefetching}
          getHref={(product) => `/shop/product/${product.id}`}
          onAddToCart={(product) => {
            cart.add(cartLineOf(product));
            toast.success(t('details.addedToCart', { name: product.name }));
          }}
          isWishlisted={(product) => saved.some((item) => item.id === product.id)}
          onToggleWishlist={(product) =>
            wishlist.toggle({
              id: product.id,
              name: product.name,
              price: product.price,
              coverUrl: product.images[0] ?? null,
            })
          }
          aria-busy={products.isFetching || undefined}
          pastEnd={
            lastPage
              ? { lastPage, href: `/shop/${s.id}${lastPage > 1 ? `?page=${lastPage}` : ''}` }
              : undefined
          }
        />
        {total > SHOP_PRODUCTS_PER_PAGE && !lastPage ? (
          <Pagination
            page={page}
            pageSize={SHOP_PRODUCTS_PER_PAGE}
            total={total}
            hrefFor={(next) => `/shop/${id}${next > 1 ? `?page=${next}` : ''}`}
            onChange={() => window.scrollTo({ top: 0 })}
          />
        ) : null}
      </section>
      <FloatingCartButton />
    </>
  );
}
