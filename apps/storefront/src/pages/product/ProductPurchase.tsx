import type { Product } from '@abossey/sdk';
import { Button, NumberField, toast, vars } from '@abossey/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cart, useCart } from '../../cart';
import { cartLineOf } from '../../cart/cartLine';
import { useWishlist, wishlist } from '../../wishlist';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[3]};
  [data-part='quantity'] {
    inline-size: 10rem;
  }
  [data-part='sold-out'] {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.status.danger.fg};
  }
`;

type Purchasable = Pick<
  Product,
  'id' | 'name' | 'price' | 'stock' | 'images' | 'businessId' | 'businessName'
>;

/**
 * Quantity (digits only, 1 to what is still in stock once the cart's own line is counted), Add to cart (only while
 * in stock, §2) and the wishlist toggle.
 */
export function ProductPurchase({ product }: { product: Purchasable }) {
  const { t } = useTranslation('product');
  const inCart = useCart().items.find((line) => line.id === product.id)?.quantity ?? 0;
  const left = Math.max(0, product.stock - inCart);
  const [quantity, setQuantity] = useState(1);
  const saved = useWishlist().some((item) => item.id === product.id);
  const coverUrl = product.images[0] ?? null;

  const add = () => {
    const amount = Math.min(Math.max(1, quantity), left);
    if (amount < 1) return;
    cart.add({ ...cartLineOf(product), quantity: amount });
    toast.success(t('purchase.added', { count: amount, name: product.name }));
    setQuantity(1);
  };

  return (
    <Row>
      {product.stock > 0 ? (
        <>
          <NumberField
            data-part="quantity"
            label={t('purchase.quantity')}
            value={Math.min(quantity, Math.max(left, 1))}
            onChange={(value) => setQuantity(Number.isFinite(value) ? value : 1)}
            min={1}
            max={Math.max(left, 1)}
            isDisabled={left < 1}
            description={
              inCart > 0
                ? t('purchase.inCart', { count: inCart })
                : t('purchase.available', { count: product.stock })
            }
          />
          <Button onPress={add} isDisabled={left < 1}>
            {left < 1 ? t('purchase.allInCart') : t('purchase.addToCart')}
          </Button>
        </>
      ) : (
        <p data-part="sold-out">{t('purchase.outOfStock')}</p>
      )}
      <Button
        variant="secondary"
        onPress={() => {
          const now = wishlist.toggle({ id: product.id, name: product.name, price: product.price, coverUrl });
          toast.success(now ? t('purchase.wishlistAdded') : t('purchase.wishlistRemoved'));
        }}
      >
        {saved ? t('purchase.removeFromWishlist') : t('purchase.addToWishlist')}
      </Button>
    </Row>
  );
}
