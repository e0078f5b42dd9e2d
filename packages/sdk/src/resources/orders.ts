import type { OrderStatus } from '../domain/order-status.js';
import type { PaymentStatus } from '../domain/order-transitions.js';
import type { Requester, RequestOptions } from '../request.js';
import type {
  CheckoutQuoteBody,
  OrderCreateBody,
  OrderExportQuery,
  OrderListQuery,
  OrderNoteCreateBody,
} from '../schemas/orders.js';

export function ordersResource(request: Requester) {
  return {
    /** `GET /orders`: admins see all orders, everyone else their own purchases. Returns `{data, meta}`. */
    list: (query: OrderListQuery = {}, options?: RequestOptions) =>
      request({
        path: '/orders',
        query,
        schema: 'orderListResponse',
        fallback: 'Failed to fetch orders',
        options,
      }),
    /** `GET /orders/{id}`: order, vendorOrders, orderItems and the status history. */
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/orders/${id}`,
          schema: 'orderDetailResponse',
          fallback: 'Failed to fetch order',
          options,
        })
      ).data,
    /**
     * `POST /orders`. Pass `options.idempotencyKey` (e.g. one `crypto.randomUUID()` per checkout attempt) so a retry
     * after a timeout returns the same order instead of placing a second one.
     */
    create: async (data: OrderCreateBody['data'], options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/orders',
          body: { data },
          schema: 'orderCreateResponse',
          fallback: 'Failed to create order',
          options,
        })
      ).data,
    /**
     * `PUT /orders/{id}/status` with `{data:{status}}`; `restock` with `refunded` when the parts came back;
     * `trackingNumber` with `order_picked`.
     */
    updateStatus: async (
      id: number,
      status: OrderStatus,
      options?: RequestOptions & { note?: string; restock?: boolean; trackingNumber?: string },
    ) =>
      (
        await request({
          method: 'PUT',
          path: `/orders/${id}/status`,
          body: {
            data: {
              status,
              ...(options?.note ? { note: options.note } : {}),
              ...(options?.restock !== undefined ? { restock: options.restock } : {}),
              ...(options?.trackingNumber ? { trackingNumber: options.trackingNumber } : {}),
            },
          },
          schema: 'orderDetailResponse',
          fallback: 'Failed to update order status',
          options,
        })
      ).data,
    /**
     * `PUT /orders/{id}/payment-status` with `{data:{status, vendorOrderId?}}`: a shop marks the cash or MoMo
     * collected; an admin also corrects or refunds (`paymentTransitions`).
     */
    updatePaymentStatus: async (
      id: number,
      status: PaymentStatus,
      options?: RequestOptions & { vendorOrderId?: number },
    ) =>
      (
        await request({
          method: 'PUT',
          path: `/orders/${id}/payment-status`,
          body: {
            data: {
              status,
              ...(options?.vendorOrderId !== undefined ? { vendorOrderId: options.vendorOrderId } : {}),
            },
          },
          schema: 'orderDetailResponse',
          fallback: 'Failed to update payment status',
          options,
        })
      ).data,
    /**
     * `POST /checkout/quote` (public): each shop's delivery fee and expected dates for the cart lines and zone, and
     * the totals checkout would charge — the same database figures `create` uses, before the order is placed.
     */
    quote: async (data: CheckoutQuoteBody['data'], options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/checkout/quote',
          body: { data },
          schema: 'checkoutQuoteResponse',
          fallback: 'Failed to work out delivery',
          options,
        })
      ).data,
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/orders/${id}`,
          schema: 'orderDeleteResponse',
          fallback: 'Failed to delete order',
          options,
        })
      ).data,
    /** `GET /orders/{id}/notes`: the internal notes the caller may see (staff only), oldest first. */
    listNotes: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/orders/${id}/notes`,
          schema: 'orderNoteListResponse',
          fallback: 'Failed to fetch notes',
          options,
        })
      ).data,
    /** `POST /orders/{id}/notes`: adds an internal note (see `orderNoteCreateBody`). */
    addNote: async (id: number, data: OrderNoteCreateBody['data'], options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: `/orders/${id}/notes`,
          body: { data },
          schema: 'orderNoteResponse',
          fallback: 'Failed to add the note',
          options,
        })
      ).data,
    /** `GET /orders/business/{businessId}`: that shop's part of each order. Returns `{data:{orders}, meta}`. */
    listForBusiness: (businessId: number, query: OrderListQuery = {}, options?: RequestOptions) =>
      request({
        path: `/orders/business/${businessId}`,
        query,
        schema: 'businessOrderListResponse',
        fallback: 'Failed to fetch orders for this business',
        options,
      }),
    /**
     * The filtered list as CSV text (docs/orders-csv.md; `orderCsvFileName` names the file): a shop's part of its
     * orders with `businessId` (its members and admins), else every order (admins).
     */
    exportCsv: (query: OrderExportQuery & { businessId?: number } = {}, options?: RequestOptions) => {
      const { businessId, ...filters } = query;
      return request({
        path: businessId === undefined ? '/orders/export.csv' : `/orders/business/${businessId}/export.csv`,
        query: filters,
        schema: 'orderCsvResponse',
        fallback: 'Failed to export orders',
        options: { ...options, headers: { accept: 'text/csv', ...options?.headers } },
      });
    },
  };
}
