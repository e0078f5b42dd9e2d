import { ApiError, type CartLine, NetworkError } from '@abossey/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cart, useCart } from '../cart';
import { sdk } from '../sdk';
import { cartLineOf } from './cartLine';

type Fresh = Pick<CartLine, 'id' | 'price' | 'available'> & Partial<CartLine>;

/** A line's current name, price, image and stock from the server; a deleted product (404) counts as sold out. */
async function freshLine(id: number, signal: AbortSignal): Promise<Fresh> {
  try {
    return cartLineOf(await sdk.products.retrieve(id, { signal }));
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof NetworkError) && error.status === 404)
      return { id, price: cart.get().items.find((line) => line.id === id)?.price ?? 0, available: 0 };
    throw error;
  }
}

/**
 * Reads every cart line again from the API when the checkout opens (and on `refetch`, e.g. after a refused order):
 * the cart then shows the server's prices and stock, quantities fall to what is left, and sold-out lines show as
 * such. A failure leaves the lines as last seen; the caller shows it.
 */
export function useFreshCartLines() {
  const ids = useCart()
    .items.map((line) => line.id)
    .sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['cart-lines', ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => Promise.all(ids.map((id) => freshLine(id, signal))),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (query.data) cart.refresh(query.data);
  }, [query.data]);
  return query;
}
