import type { CartLine } from '@abossey/sdk';

/** What a cart line needs from a product (the SDK `Product` fits; so does a ui `ProductCardProduct` with a shop). */
export interface CartableProduct {
  id: number;
  name: string;
  price: number;
  stock: number;
  images?: readonly string[] | undefined;
  businessId?: number | undefined;
  businessName?: string | undefined;
}

/** A cart line's data from a product as the server sent it: price and stock are the server's, never typed in. */
export function cartLineOf(product: CartableProduct): Omit<CartLine, 'quantity'> {
  const cover = product.images?.find((src) => typeof src === 'string' && src.trim() !== '');
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    available: Math.max(0, Math.floor(product.stock)),
    coverUrl: cover ?? null,
    ...(product.businessId ? { shopId: product.businessId } : {}),
    ...(product.businessName ? { shopName: product.businessName } : {}),
  };
}
