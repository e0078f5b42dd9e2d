import type { Requester, RequestOptions } from '../client.js';
import { type ProductListQuery, productDetailResponse, productListResponse } from '../schemas/products.js';

export function productsResource(request: Requester) {
  return {
    /** `GET /products`: search, filters, sort and pagination run on the server. */
    list: (query: ProductListQuery = {}, options?: RequestOptions) =>
      request({
        path: '/products',
        query,
        schema: productListResponse,
        fallback: 'Failed to fetch products',
        options,
      }),
    /** `GET /products/{id}` with reviews and vehicle compatibility. */
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/products/${id}`,
          schema: productDetailResponse,
          fallback: 'Failed to fetch product',
          options,
        })
      ).data,
  };
}
