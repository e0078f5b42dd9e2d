import type { ProductDetail } from '@abossey/sdk';
import {
  Breadcrumb,
  Breadcrumbs,
  Carousel,
  IMAGE_SIZES,
  imageSources,
  lazyWhenVisible,
  Money,
  Skeleton,
  Stars,
  vars,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { FloatingCartButton } from '../../cart/FloatingCartButton';
import { ProductFitBadge } from '../../garage/ProductFit';
import { positiveId } from '../../routeParams';
import { PageHeading } from '../../shell/Page';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { ProductPurchase } from './ProductPurchase';
import { Section } from './ProductSection';
import { productQueryOptions } from './productQuery';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  margin-block-start: ${vars.space[4]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  [data-part='gallery'] img,
  [data-part='no-image'] {
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${vars.radius.DEFAULT};
    background: ${vars.bg.subtle};
  }
  [data-part='summary'] {
    display: grid;
    gap: ${vars.space[4]};
    align-content: start;
    min-inline-size: 0;
  }
  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    overflow-wrap: anywhere;
  }
  [data-part='rating'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
  }
  dt {
    color: ${vars.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The loading state, shaped like the loaded page so nothing jumps when the product arrives (issue 9: a 0.87 layout
 * shift on phones came from a short skeleton without the breadcrumb row). It starts, as the page does, with a
 * breadcrumb row (two lines on phones, where the crumbs wrap), then the 4:3 gallery and the summary, then the
 * description; and it is at least a screen tall, so the footer stays below the fold until the page is filled in.
 * `e2e/product.spec.ts` ("the product page does not shift while it loads") holds the layout-shift score to 0.05.
 */
const Loading = styled.div`
  min-block-size: 100vh;
  [data-part='crumbs'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
  }
  [data-part='crumbs'] > [data-part='skeleton'] {
    block-size: calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal});
    margin: 0;
  }
  @media (min-width: 600px) {
    [data-part='crumbs'] > [data-part='skeleton']:nth-child(n + 2) {
      display: none;
    }
  }
  [data-part='title'] {
    display: grid;
    gap: ${vars.space[1]};
  }
  [data-part='title'] > [data-part='skeleton'] {
    block-size: calc(${vars.font.size['2xl']} * ${vars.font.lineHeight.snug});
    margin: 0;
  }
`;

function ProductSkeleton({ label }: { label: string }) {
  return (
    <Loading aria-busy="true" data-part="product-loading">
      <p role="status" style={{ position: 'absolute', clipPath: 'inset(50%)', inlineSize: 1, blockSize: 1 }}>
        {label}
      </p>
      <div data-part="crumbs" aria-hidden="true">
        <Skeleton variant="text" width="min(100%, 24rem)" />
        <Skeleton variant="text" width="60%" />
      </div>
      <Layout aria-hidden="true">
        <div data-part="gallery">
          <Skeleton variant="rect" style={{ aspectRatio: '4 / 3', height: 'auto' }} />
        </div>
        <div data-part="summary">
          <div data-part="title">
            <Skeleton variant="text" width="90%" />
            <Skeleton variant="text" width="60%" />
          </div>
          <Skeleton variant="text" width="8rem" height="2rem" />
          <Skeleton variant="rect" height="5.5rem" width="min(100%, 20rem)" />
          <Skeleton variant="text" lines={7} />
        </div>
      </Layout>
      <Section aria-hidden="true">
        <Skeleton variant="text" width="10rem" height="1.5rem" />
        <Skeleton variant="text" lines={4} />
      </Section>
    </Loading>
  );
}

function Facts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const { metadata } = product;
  return (
    <dl>
      <dt>{t('facts.shop')}</dt>
      <dd>
        <Link to={`/shop/${product.businessId}`}>
          <bdi>{product.businessName}</bdi>
        </Link>
      </dd>
      <dt>{t('facts.stock')}</dt>
      <dd>{product.stock > 0 ? t('facts.inStock', { count: product.stock }) : t('facts.outOfStock')}</dd>
      {metadata.productState ? (
        <>
          <dt>{t('facts.condition')}</dt>
          <dd>{metadata.productState === 'Used' ? t('facts.used') : t('facts.brandNew')}</dd>
        </>
      ) : null}
      <dt>{t('facts.warranty')}</dt>
      <dd>
        {metadata.warranty
          ? t(`facts.warrantyFor.${metadata.warranty.unit}`, { count: metadata.warranty.duration })
          : t('facts.noWarranty')}
      </dd>
      <dt>{t('facts.replacement')}</dt>
      <dd>
        {metadata.replacement
          ? t('facts.replacementDays', { count: metadata.replacement })
          : t('facts.noReplacement')}
      </dd>
      <dt>{t('facts.part')}</dt>
      <dd>
        <bdi>{product.partName}</bdi> · <bdi>{product.partCategory}</bdi>
      </dd>
      {product.partNumbers?.length ? (
        <>
          <dt>{t('facts.partNumbers')}</dt>
          <dd>
            {/* Each number searches the catalogue: the same part in other shops, for comparison. */}
            {product.partNumbers.map((number, i) => (
              <Fragment key={number}>
                {i > 0 ? ', ' : null}
                <Link
                  to={`/shop/all-products?q=${encodeURIComponent(number)}`}
                  aria-label={t('facts.findPartNumber', { number })}
                >
                  <bdi dir="ltr">{number}</bdi>
                </Link>
              </Fragment>
            ))}
          </dd>
        </>
      ) : null}
      <dt>{t('facts.sku')}</dt>
      <dd>{product.sku}</dd>
    </dl>
  );
}

// The message catalogue comes with the first error, not with every product page (issue 23).
const ProductLoadError = lazy(async () => ({
  default: (await import('./ProductLoadError')).ProductLoadError,
}));

// Below the fold on a phone: their code (the description's Markdown parser, the shop's contact with its phone-number library, the review form and menus,
// the similar products' carousel) and their requests wait until the visitor gets near them (issue 23).
const LazyDescription = lazyWhenVisible(async () => ({
  default: (await import('./ProductDescription')).ProductDescription,
}));
const LazyShopContact = lazyWhenVisible(async () => ({
  default: (await import('./ProductShopContact')).ProductShopContact,
}));
const LazyReviews = lazyWhenVisible(async () => ({
  default: (await import('./ProductReviews')).ProductReviews,
}));
const LazySimilarProducts = lazyWhenVisible(async () => ({
  default: (await import('./SimilarProducts')).SimilarProducts,
}));

/**
 * `/shop/product/:id` (§2 Product details): gallery, price, stock and terms, quantity and Add to cart, wishlist,
 * the Markdown description, vehicle compatibility, reviews and similar products.
 */
export function ProductPage() {
  const { t } = useTranslation('product');
  const id = positiveId(useParams().id);
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null, retry: 2 });
  const shown = useDeferredValue(product.data);
  useDocumentTitle(product.data?.name ?? (product.data === null ? t('notFound.title') : t('error.title')));

  if (id === null || product.data === null)
    return (
      <>
        <PageHeading title={t('notFound.title')} subtitle={t('notFound.message')} />
        <Link to="/shop/all-products">{t('notFound.back')}</Link>
      </>
    );
  if (product.isError)
    return (
      <>
        <PageHeading title={t('error.title')} />
        <Suspense fallback={null}>
          <ProductLoadError
            error={product.error}
            onRetry={() => product.refetch()}
            isRetrying={product.isRefetching}
          />
        </Suspense>
      </>
    );
  // Rendered in a transition (as the product list is): the page is built in slices, not one long task (issue 9). Until
  // the deferred render catches up with this product, the skeleton stays.
  if (product.isPending || shown?.id !== id) return <ProductSkeleton label={t('loading')} />;

  const p = shown;
  return (
    <>
      <Breadcrumbs>
        <Breadcrumb href="/shop/all-products">{t('crumbs.products')}</Breadcrumb>
        <Breadcrumb href={`/shop/${p.businessId}`}>{p.businessName}</Breadcrumb>
        <Breadcrumb>{p.name}</Breadcrumb>
      </Breadcrumbs>
      <article aria-labelledby="product-name">
        <Layout>
          <div data-part="gallery">
            {p.images.length > 0 ? (
              <Carousel aria-label={t('gallery', { name: p.name })} showArrows={p.images.length > 1}>
                {p.images.map((src, index) => (
                  <img
                    key={src}
                    {...imageSources(src, IMAGE_SIZES.gallery)}
                    alt={t('imageAlt', { name: p.name, index: index + 1, total: p.images.length })}
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                ))}
              </Carousel>
            ) : (
              <div data-part="no-image" role="img" aria-label={t('noImage')} />
            )}
          </div>
          <div data-part="summary">
            <h1 id="product-name">
              <bdi>{p.name}</bdi>
            </h1>
            <ProductFitBadge product={p} />
            {p.ratings > 0 ? (
              <div data-part="rating">
                <Stars value={p.rating} size="small" />
                <span>{t('ratingCount', { count: p.ratings, rating: p.rating.toFixed(1) })}</span>
              </div>
            ) : null}
            <Money value={p.price} size="large" emphasis="strong" />
            {/* Archived by its shop (issue 24): still shown (links in past orders), no longer sold. */}
            <ProductPurchase product={p.archived ? { ...p, stock: 0 } : p} />
            <Facts product={p} />
          </div>
        </Layout>
        <LazyDescription product={p} />
        {/* Below the fold: the shop is fetched after the product, so higher up it would shift the page (issue 9). */}
        <Section as="div">
          <LazyShopContact product={p} />
        </Section>
        <Section>
          <LazyReviews product={p} />
        </Section>
      </article>
      <LazySimilarProducts product={p} />
      <FloatingCartButton />
    </>
  );
}
