import { ApiError, NetworkError, type Product, type WishlistItem } from '@abossey/sdk';
import { EmptyState, type ProductCardProduct, ProductGrid, toast, useMessageTranslation } from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cart } from '../../cart';
import { cartLineOf } from '../../cart/cartLine';
import { FloatingCartButton } from '../../cart/FloatingCartButton';
import { sdk } from '../../sdk';
import { PageHeading } from '../../shell/Page';
import { useWishlist, wishlist } from '../../wishlist';

type Card = ProductCardProduct & Partial<Pick<Product, 'businessId'>>;

/** The saved item as a card; a product the server no longer has shows as out of stock. */
async function cardOf(item: WishlistItem, signal: AbortSignal): Promise<Card> {
  try {
    return await sdk.products.retrieve(item.id, { signal });
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof NetworkError) && error.status === 404)
      return {
        id: item.id,
        name: item.name,
        price: item.price,
        stock: 0,
        images: item.coverUrl ? [item.coverUrl] : [],
      };
    throw error;
  }
}

/** `/wishlist` (§2, §3 browser key `wishlist`): saved parts with today's price and stock, remove, add to cart. */
export function WishlistPage() {
  const { t } = useTranslation('checkout');
  const { t: ts } = useTranslation('storefront');
  const { errorMessage } = useMessageTranslation();
  const items = useWishlist();
  const ids = items.map((item) => item.id);
  const products = useQuery({
    queryKey: ['wishlist-products', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => Promise.all(items.map((item) => cardOf(item, signal))),
    // Removing a card must not blank the grid while the shorter list loads.
    placeholderData: (previous) => previous?.filter((card) => ids.includes(card.id)),
  });

  return (
    <>
      <PageHeading
        title={t('wishlist.title')}
        subtitle={items.length ? t('wishlist.count', { count: items.length }) : undefined}
      />
      {items.length === 0 ? (
        <EmptyState
          title={t('wishlist.emptyTitle')}
          message={t('wishlist.emptyMessage')}
          action={<Link to="/shop/all-products">{t('cart.browse')}</Link>}
        />
      ) : (
        <ProductGrid<Card>
          aria-label={t('wishlist.title')}
          products={products.data ?? []}
          isLoading={products.isPending}
          skeletonCount={Math.min(items.length, 12)}
          error={products.isError ? errorMessage(products.error) : undefined}
          onRetry={() => products.refetch()}
          isRetrying={products.isRefetching}
          getHref={(product) => `/shop/product/${product.id}`}
          isWishlisted={() => true}
          onToggleWishlist={(product) => {
            wishlist.remove(product.id);
            toast.success(t('wishlist.removed', { name: product.name }));
          }}
          onAddToCart={(product) => {
            cart.add(cartLineOf(product));
            toast.success(ts('cart.added', { name: product.name }));
          }}
        />
      )}
      <FloatingCartButton />
    </>
  );
}
