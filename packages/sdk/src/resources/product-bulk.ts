import type { Requester, RequestOptions } from '../request.js';
import type { ProductBulkInput } from '../schemas/product-bulk.js';

/**
 * The console's bulk actions and duplicate (issue 24), part of `sdk.products` but loaded with their first call: the
 * storefront never makes them (`createClient` merges them in with `deferredResource`).
 */
export function productBulkResource(request: Requester) {
  return {
    /**
     * `POST /products/bulk` (a vendor's own shops, or an admin): one action on every listed product, all or nothing —
     * `{type: 'price', mode: 'percent' | 'amount', value}`, `{type: 'stock', value}`, `archive`, `unarchive`,
     * `delete`. Returns each product after the action (a deleted one as it was).
     */
    bulk: async (body: ProductBulkInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/products/bulk',
          body: { data: body },
          schema: 'productBulkResponse',
          fallback: 'Failed to update products',
          options,
        })
      ).data,
    /** `POST /products/{id}/duplicate`: a copy in the same shop, named "… (copy)", with no stock; returns it. */
    duplicate: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: `/products/${id}/duplicate`,
          schema: 'productWriteResponse',
          fallback: 'Failed to duplicate product',
          options,
        })
      ).data,
  };
}
