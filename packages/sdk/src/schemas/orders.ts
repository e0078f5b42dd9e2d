import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY } from '../domain/order-limits.js';
import { ORDER_STATUSES } from '../domain/order-status.js';
import { PAYMENT_STATUSES } from '../domain/order-transitions.js';
import { PARTNER_REF_MESSAGE, PARTNER_REF_PATTERN } from '../domain/partner-ref.js';
import { int, z } from '../zod.js';
import { deliveryFields } from './addresses.js';
import { pageMeta } from './common.js';
import { deliveryMethod, deliveryZoneId, shopDeliveryChoices } from './delivery.js';

export const orderStatus = z.enum(ORDER_STATUSES);

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const orderItemInput = z.object({
  productId: z.number().check(z.int(), z.positive()),
  quantity: z
    .number()
    .check(
      z.int('Quantity must be a whole number'),
      z.minimum(1, 'Quantity is required!'),
      z.maximum(ORDER_MAX_QUANTITY),
    ),
});

/** An order's delivery address when no saved one is named: the same Ghana rules as saved addresses. */
export const deliveryInput = z.object(deliveryFields);

/** A partner garage's referral id on an order (`ref`, see domain/partner-ref.ts); a malformed one is a 400. */
export const partnerRef = z
  .string({ error: PARTNER_REF_MESSAGE })
  .check(z.regex(PARTNER_REF_PATTERN, PARTNER_REF_MESSAGE));

/**
 * `POST /orders` body (§7 `{data}`). Prices are NOT part of it: the server reads them from the database (extra keys
 * such as `price` are ignored). Delivery goes to `addressId` (one of the buyer's addresses), else `delivery`, else the
 * buyer's default address. `discount` is accepted for compatibility and ignored (no discount rule exists yet).
 * `ref` credits the partner garage whose widget sent the buyer (null or absent: none).
 */
export const orderCreateBody = z.object({
  data: z.object({
    items: z
      .array(orderItemInput)
      .check(
        z.minLength(1, 'Your cart is empty'),
        z.maxLength(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} lines per order`),
      ),
    addressId: z.optional(z.number().check(z.int(), z.positive())),
    delivery: z.optional(deliveryInput),
    transitType: z._default(text(50).check(z.minLength(1)), 'standard'),
    discount: z.optional(z.number().check(z.nonnegative())),
    ref: z.nullish(partnerRef),
    /**
     * Where the parts go (issue 25): a zone of `DELIVERY_ZONES` in the delivery address's region (a region, or an
     * Accra district when the region is Greater Accra). Absent: the address's region.
     */
    deliveryZone: z.optional(deliveryZoneId),
    /** Per shop: delivery (the default) or pickup at the shop where it offers it. */
    shops: z.optional(shopDeliveryChoices),
  }),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;

/** Most characters of a courier's tracking number. */
export const TRACKING_NUMBER_MAX = 64;

const statusChange = z
  .object({
    status: orderStatus,
    note: z.optional(text(500)),
    /** With `refunded`: the parts came back to the shop, so their units go back on the shelf (default false). */
    restock: z.optional(z.boolean()),
    /**
     * With `order_picked` (issue 24): the courier's tracking number, kept on each shop order that moves (empty: none).
     * Letters, digits, spaces and `- / . #`.
     */
    trackingNumber: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(TRACKING_NUMBER_MAX, `A tracking number has at most ${TRACKING_NUMBER_MAX} characters`),
          z.regex(/^[\p{L}\p{N} ./#-]*$/u, 'A tracking number has only letters, digits, spaces and - / . #'),
        ),
    ),
  })
  .check(
    z.refine((change) => !change.trackingNumber || change.status === 'order_picked', {
      message: 'A tracking number goes with the Order Picked status',
      path: ['trackingNumber'],
    }),
  );

/**
 * `PUT /orders/{id}/status`: `{data:{status}}` or plain `{status}` (§7). Which moves are allowed for whom:
 * domain/order-transitions.ts (409 otherwise).
 */
export const orderStatusBody = z.union([z.object({ data: statusChange }), statusChange]);
export type OrderStatusBody = z.input<typeof orderStatusBody>;

export const paymentStatus = z.enum(PAYMENT_STATUSES);

/** `PUT /orders/{id}/payment-status`: `{data:{status, vendorOrderId?}}` (transitions: domain/order-transitions.ts). */
export const orderPaymentStatusBody = z.object({
  data: z.object({
    status: paymentStatus,
    vendorOrderId: z.optional(z.number().check(z.int(), z.positive())),
  }),
});
export type OrderPaymentStatusBody = z.input<typeof orderPaymentStatusBody>;

export const vendorOrder = z.object({
  id: int(),
  orderId: int(),
  businessId: z.nullable(int()),
  vendorName: z.string(),
  status: orderStatus,
  paymentStatus: z.string(),
  subTotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  trackingNumber: z.nullable(z.string()),
  createdAt: z.string(),
  /**
   * How this shop's part reaches the buyer (issue 25); null on orders placed before delivery zones. `shippingFee` is
   * its delivery fee (0 for pickup). Optional for older servers.
   */
  deliveryMethod: z.optional(z.nullable(deliveryMethod)),
  /** The buyer's zone it is delivered to (null for pickup). */
  deliveryZone: z.optional(z.nullable(z.string())),
  /** Expected delivery dates, `YYYY-MM-DD`: placed day + the zone's min and max days (null for pickup). */
  deliveryEarliest: z.optional(z.nullable(z.string())),
  deliveryLatest: z.optional(z.nullable(z.string())),
});
export type VendorOrder = z.infer<typeof vendorOrder>;

export const orderItem = z.object({
  id: int(),
  orderId: int(),
  vendorOrderId: int(),
  productId: z.nullable(int()),
  productName: z.string(),
  productDescription: z.string(),
  price: z.number(),
  quantity: int(),
  images: z.array(z.string()),
});
export type OrderItem = z.infer<typeof orderItem>;

/**
 * An order (§3). Money in GH₵. `scope` is `vendor` when the caller sees only their shop's part: then
 * subTotal/totalAmount cover that part only (totalAmount = subTotal + shipping + tax; no service charge).
 */
export const order = z.object({
  id: int(),
  orderCode: z.string(),
  userId: z.nullable(int()),
  status: orderStatus,
  subTotal: z.number(),
  discount: z.number(),
  serviceCharge: z.number(),
  /** The shops' delivery fees together (issue 25): totalAmount = subTotal − discount + deliveryFee + serviceCharge. */
  deliveryFee: z.optional(z.number()),
  totalAmount: z.number(),
  transitType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryToName: z.nullable(z.string()),
  deliveryToPhone: z.nullable(z.string()),
  deliveryToAddress: z.nullable(z.string()),
  deliveryToCity: z.nullable(z.string()),
  deliveryToState: z.nullable(z.string()),
  deliveryToZipCode: z.nullable(z.string()),
  deliveryToCountry: z.nullable(z.string()),
  customerEmail: z.nullable(z.string()),
  /** The shops in (the visible part of) the order. */
  business: z.array(z.object({ id: z.nullable(int()), name: z.string() })),
  itemCount: int(),
  scope: z.enum(['full', 'vendor']),
  /** The partner garage credited with the order (widgets' `ref`); null when none, and always null for a shop's view. */
  partnerRef: z.nullable(z.string()),
});
export type Order = z.infer<typeof order>;

export const orderHistoryEntry = z.object({
  status: orderStatus,
  createdAt: z.string(),
  note: z.nullable(z.string()),
  vendorOrderId: z.nullable(int()),
  changedBy: z.nullable(z.object({ id: int(), name: z.string() })),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const orderCreated = z.object({
  order,
  vendorOrders: z.array(vendorOrder),
  orderItems: z.array(orderItem),
});
export const orderDetail = z.extend(orderCreated, { history: z.array(orderHistoryEntry) });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderCreateResponse = z.object({ data: orderCreated });
export type OrderCreateResponse = z.infer<typeof orderCreateResponse>;
export const orderDetailResponse = z.object({ data: orderDetail });

/** Most characters of an internal note. */
export const ORDER_NOTE_MAX = 2000;

/**
 * An internal note on an order (issue 24): staff only, never shown to the buyer. `vendorOrderId` is the shop's part
 * it is about (its members and admins see it); null for an order-level note (admins only).
 */
export const orderNote = z.object({
  id: int(),
  orderId: int(),
  vendorOrderId: z.nullable(int()),
  body: z.string(),
  author: z.nullable(z.object({ id: int(), name: z.string() })),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;
export const orderNoteListResponse = z.object({ data: z.array(orderNote) });
export const orderNoteResponse = z.object({ data: orderNote });

/**
 * `POST /orders/{id}/notes`: the note, and for a shop whose members hold several parts of the order, which one
 * (default: their first; an admin's note without it is order-level).
 */
export const orderNoteCreateBody = z.object({
  data: z.object({
    body: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'A note cannot be empty'),
        z.maxLength(ORDER_NOTE_MAX, `A note has at most ${ORDER_NOTE_MAX} characters`),
      ),
    vendorOrderId: z.optional(z.number().check(z.int(), z.positive())),
  }),
});
export type OrderNoteCreateBody = z.input<typeof orderNoteCreateBody>;

/** `POST /checkout/quote` body: the cart lines, the buyer's zone (if chosen) and per-shop methods. */
export const checkoutQuoteBody = z.object({
  data: z.object({
    items: z.array(orderItemInput).check(z.minLength(1, 'Your cart is empty'), z.maxLength(ORDER_MAX_LINES)),
    zone: z.optional(z.nullable(deliveryZoneId)),
    shops: z.optional(shopDeliveryChoices),
  }),
});
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBody>;

export const orderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const ORDER_LIST_MAX_LIMIT = 100;

const dateParam = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Invalid Date!!'),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid Date!!'),
);

const orderListFilters = {
  status: z.optional(orderStatus),
  from: z.optional(dateParam),
  to: z.optional(dateParam),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(orderSorts), 'newest'),
};
/** `to` not before `from` (both optional). */
const datesInOrder = z.refine<{ from?: string | undefined; to?: string | undefined }>(
  (v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from),
  { message: 'End date must be later than start date', path: ['to'] },
);

/**
 * Order list query (§5): `status` tab, inclusive `from`/`to` dates (a date-only `to` covers that whole day; UTC,
 * which is Ghana time), keyword `q` on id, orderCode and deliveryToName, page/limit (default 5, §9), sort.
 */
export const orderListQuery = z
  .object({
    ...orderListFilters,
    page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(ORDER_LIST_MAX_LIMIT)), 5),
  })
  .check(datesInOrder);
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListParams = z.output<typeof orderListQuery>;

/** The order list's filters without its page (issue 24: `export.csv` writes every matching order, docs/orders-csv.md). */
export const orderExportQuery = z.object(orderListFilters).check(datesInOrder);
export type OrderExportQuery = z.input<typeof orderExportQuery>;
export type OrderExportParams = z.output<typeof orderExportQuery>;
/** An order export: CSV text (`text/csv`). */
export const orderCsvResponse = z.string();

/** Counts per status tab under the other filters, plus `all` (§2). */
export const orderCounts = z.record(z.string(), int());
export const orderListMeta = z.extend(pageMeta, { counts: orderCounts });

export const orderListResponse = z.object({ data: z.array(order), meta: orderListMeta });
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** `GET /orders/business/{businessId}`: §7's `data.orders` shape; orders cover that shop's part only. */
export const businessOrderListResponse = z.object({
  data: z.object({ orders: z.array(order) }),
  meta: orderListMeta,
});
export type BusinessOrderListResponse = z.infer<typeof businessOrderListResponse>;

export const orderDeleteResponse = z.object({
  data: z.object({ id: int(), deleted: z.literal(true) }),
});
export const businessIdParam = z.object({ businessId: z.coerce.number().check(z.int(), z.positive()) });
