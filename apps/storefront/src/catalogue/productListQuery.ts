import { queryOptions } from '@tanstack/react-query';
import { sdk } from '../sdk';
import { type BrowserState, productQuery } from './browserParams';

/**
 * The product browser's list query for a state of its URL: the page reads it, and the route's loader starts it as
 * soon as the router exists, before React has rendered anything (issue 9: the list, and so the first card's image,
 * arrive sooner).
 */
export const productListQueryOptions = (state: BrowserState) =>
  queryOptions({
    queryKey: ['products', productQuery(state)] as const,
    queryFn: ({ signal }) => sdk.products.list(productQuery(state), { signal }),
  });
