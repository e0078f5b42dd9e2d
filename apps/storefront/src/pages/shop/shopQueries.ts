import { queryOptions } from '@tanstack/react-query';
import { nullIfNotFound } from '../../queries';
import { sdk } from '../../sdk';

/** §2: 30 products per page in the shop view. */
export const SHOP_PRODUCTS_PER_PAGE = 30;

/** Reads `?page=` (1-based), falling back to 1 for anything that is not a positive whole number. */
export const pageParam = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

const shopsQueryKey = ['business', 'list'] as const;

/** Every active shop (`GET /business` answers them all; `/shop` pages on the client). */
export const shopsQueryOptions = () =>
  queryOptions({
    queryKey: shopsQueryKey,
    queryFn: ({ signal }) => sdk.business.list({}, { signal }),
  });

/** One shop, or null when there is none with that id. Shared by the shop page and a product page's shop contact. */
export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['business', id] as const,
    queryFn: ({ signal }) => nullIfNotFound(sdk.business.retrieve(id, { signal })),
  });

const shopProductsQuery = (shopId: number, page: number) => ({
  businessId: shopId,
  page,
  limit: SHOP_PRODUCTS_PER_PAGE,
  sort: 'name' as const,
});

/** A page of a shop's products, by name (a missing shop answers none). */
export const shopProductsQueryOptions = (shopId: number, page: number) =>
  queryOptions({
    queryKey: ['products', shopProductsQuery(shopId, page)] as const,
    queryFn: ({ signal }) => sdk.products.list(shopProductsQuery(shopId, page), { signal }),
  });
