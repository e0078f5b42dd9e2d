import { queryOptions } from '@tanstack/react-query';
import { nullIfNotFound } from '../../queries';
import { sdk } from '../../sdk';

/** The product detail query's key, shared by the page and the reviews that update it in place. */
export const productQueryKey = (id: number) => ['product', id] as const;

/**
 * The product detail query, null when there is no such product: the page reads it, and the route's loader starts it
 * while the page's code and strings are still downloading (issue 9: one step less before the product page's largest
 * paint).
 */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => nullIfNotFound(sdk.products.retrieve(id, { signal })),
  });
