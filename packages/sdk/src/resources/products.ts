import type { Requester, RequestOptions } from '../request.js';
import type {
  ManagedProductListQuery,
  ProductCreateInput,
  ProductListQuery,
  ProductUpdateInput,
  ReviewCreateInput,
  ReviewUpdateInput,
} from '../schemas/products.js';

/**
 * `sdk.products`. Write methods take the inner `data` of the §7 body and send `{data}`; they return the `data` of
 * the answer (the saved product, the saved review, or `{id}` of what was deleted).
 */
export function productsResource(request: Requester) {
  return {
    /** `GET /products`: search, filters, sort and pagination run on the server. */
    list: (query: ProductListQuery = {}, options?: RequestOptions) =>
      request({
        path: '/products',
        query,
        schema: 'productListResponse',
        fallback: 'Failed to fetch products',
        options,
      }),
    /**
     * `GET /products/manage` (vendor or admin): the products the caller may manage — a vendor's shops (any status),
     * every shop for an admin — with search, shop and stock filters, sort and pages; no facets.
     */
    listManaged: (query: ManagedProductListQuery = {}, options?: RequestOptions) =>
      request({
        path: '/products/manage',
        query,
        schema: 'productListResponse',
        fallback: 'Failed to fetch products',
        options,
      }),
    /** `GET /products/{id}` with reviews and vehicle compatibility. */
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/products/${id}`,
          schema: 'productDetailResponse',
          fallback: 'Failed to fetch product',
          options,
        })
      ).data,
    /** `POST /products` (a member of the shop, or an admin). Errors without a server message: 'Server error: {status}'. */
    create: async (body: ProductCreateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/products',
          body: { data: body },
          schema: 'productWriteResponse',
          fallback: 'Failed to create product',
          statusFallback: (status) => `Server error: ${status}`,
          options,
        })
      ).data,
    /** `PUT /products/{id}`: only the fields sent change. */
    update: async (id: number, body: ProductUpdateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/products/${id}`,
          body: { data: body },
          schema: 'productWriteResponse',
          fallback: 'Failed to update product',
          options,
        })
      ).data,
    /** `DELETE /products/{id}`; past order items keep their copy of the product. */
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/products/${id}`,
          schema: 'deletedResponse',
          fallback: 'Failed to delete product',
          options,
        })
      ).data,
    /** `PUT /products/{id}/rate`: the signed-in user's review; a second call updates it. */
    rate: async (id: number, body: ReviewCreateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/products/${id}/rate`,
          body: { data: { productId: id, ...body } },
          schema: 'reviewResponse',
          fallback: 'Failed to rate product',
          options,
        })
      ).data,
    /**
     * `GET /products/{id}/review-eligibility` (signed in): whether the caller may review the product (a buyer who
     * received it, not a member of its shop) and, if not, why (the message `rate` would be refused with).
     */
    reviewEligibility: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/products/${id}/review-eligibility`,
          schema: 'reviewEligibilityResponse',
          fallback: 'Failed to fetch product',
          options,
        })
      ).data,
    /** `PUT /products/{id}/ratings/{ratingId}` (author or admin). */
    updateReview: async (id: number, ratingId: number, body: ReviewUpdateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/products/${id}/ratings/${ratingId}`,
          body: { data: body },
          schema: 'reviewResponse',
          fallback: 'Failed to update review',
          options,
        })
      ).data,
    /** `DELETE /products/{id}/ratings/{ratingId}` (author or admin). */
    deleteReview: async (id: number, ratingId: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/products/${id}/ratings/${ratingId}`,
          schema: 'deletedResponse',
          fallback: 'Failed to delete review',
          options,
        })
      ).data,
  };
}
