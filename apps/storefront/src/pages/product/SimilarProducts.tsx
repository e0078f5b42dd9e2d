import type { Product } from '@abossey/sdk';
import {
  Carousel,
  ErrorPanel,
  ProductCard,
  ProductCardSkeleton,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cart } from '../../cart';
import { cartLineOf } from '../../cart/cartLine';
import { sdk } from '../../sdk';
import { useWishlist, wishlist } from '../../wishlist';
import { rankSimilarProducts, SIMILAR_DEFAULT_COUNT, similarProductsQuery } from './similarProductsRanking';

const Section = styled.section`
  margin-block-start: ${vars.space[8]};
  h2 {
    font-size: ${vars.font.size.lg};
    margin-block: 0 ${vars.space[3]};
  }
  [data-part='loading'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${vars.space[4]};
  }
  [data-part='loading'] > :nth-child(n + 2) {
    @media (max-width: 599.98px) {
      display: none;
    }
  }
`;

/** §7 similar products: the same category from the API, ranked on the client; hidden when there are none. */
export function SimilarProducts({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { errorMessage } = useMessageTranslation();
  const saved = useWishlist();
  const query = similarProductsQuery(product);
  const similar = useQuery({
    queryKey: ['products', query],
    queryFn: ({ signal }) => sdk.products.list(query, { signal }),
    select: (page) => rankSimilarProducts(product, page.data, SIMILAR_DEFAULT_COUNT),
  });

  if (similar.isSuccess && similar.data.length === 0) return null;
  return (
    <Section aria-labelledby="similar-products">
      <h2 id="similar-products">{t('similar.title')}</h2>
      {similar.isPending ? (
        <div data-part="loading" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : similar.isError ? (
        <ErrorPanel
          headingLevel={3}
          message={errorMessage(similar.error)}
          onRetry={() => similar.refetch()}
          isRetrying={similar.isRefetching}
        />
      ) : (
        <Carousel aria-label={t('similar.title')} slideSize={260} showDots={false}>
          {similar.data.map((item) => (
            <ProductCard
              key={item.id}
              product={item}
              href={`/shop/product/${item.id}`}
              onAddToCart={() => {
                cart.add(cartLineOf(item));
                toast.success(t('purchase.added', { count: 1, name: item.name }));
              }}
              isWishlisted={saved.some((entry) => entry.id === item.id)}
              onToggleWishlist={() =>
                wishlist.toggle({
                  id: item.id,
                  name: item.name,
                  price: item.price,
                  coverUrl: item.images[0] ?? null,
                })
              }
            />
          ))}
        </Carousel>
      )}
    </Section>
  );
}
