import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order-status.js';
import { PARTNER_REF_MESSAGE, PARTNER_REF_PATTERN } from '../domain/partner-ref.js';
import { pageMeta } from './common.js';

export const orderStatus = z.enum(ORDER_STATUSES);

const text = (max: number) => z.string().trim().max(max);
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

export const ORDER_MAX_LINES = 100;
export const ORDER_MAX_QUANTITY = 1000;

export const orderItemInput = z.object({
  productId: z.number().int().positive(),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity is required!')
    .max(ORDER_MAX_QUANTITY),
});

export const deliveryInput = z.object({
  fullName: required('Full name is required!'),
  phone: required('Phone number is required!', 30),
  address: required('Address is required!', 500),
  city: text(100).default(''),
  state: text(100).default(''),
  zipCode: text(20).nullish(),
  country: text(100).default('Ghana'),
});

/** A partner garage's referral id on an order (`ref`, see domain/partner-ref.ts); a malformed one is a 400. */
export const partnerRef = z
  .string({ error: PARTNER_REF_MESSAGE })
  .regex(PARTNER_REF_PATTERN, PARTNER_REF_MESSAGE);

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
      .min(1, 'Your cart is empty')
      .max(ORDER_MAX_LINES, `At most ${ORDER_MAX_LINES} lines per order`),
    addressId: z.number().int().positive().optional(),
    delivery: deliveryInput.optional(),
    transitType: text(50).min(1).default('standard'),
    discount: z.number().nonnegative().optional(),
    ref: partnerRef.nullish(),
  }),
});
export type OrderCreateBody = z.input<typeof orderCreateBody>;

/** `PUT /orders/{id}/status`: `{data:{status}}` or plain `{status}` (§7). */
export const orderStatusBody = z.union([
  z.object({ data: z.object({ status: orderStatus, note: text(500).optional() }) }),
  z.object({ status: orderStatus, note: text(500).optional() }),
]);
export type OrderStatusBody = z.input<typeof orderStatusBody>;

export const vendorOrder = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  businessId: z.number().int().nullable(),
  vendorName: z.string(),
  status: orderStatus,
  paymentStatus: z.string(),
  subTotal: z.number(),
  shippingFee: z.number(),
  tax: z.number(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type VendorOrder = z.infer<typeof vendorOrder>;

export const orderItem = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  vendorOrderId: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productDescription: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  images: z.array(z.string()),
});
export type OrderItem = z.infer<typeof orderItem>;

/**
 * An order (§3). Money in GH₵. `scope` is `vendor` when the caller sees only their shop's part: then
 * subTotal/totalAmount cover that part only (totalAmount = subTotal + shipping + tax; no service charge).
 */
export const order = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  userId: z.number().int().nullable(),
  status: orderStatus,
  subTotal: z.number(),
  discount: z.number(),
  serviceCharge: z.number(),
  totalAmount: z.number(),
  transitType: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryToName: z.string().nullable(),
  deliveryToPhone: z.string().nullable(),
  deliveryToAddress: z.string().nullable(),
  deliveryToCity: z.string().nullable(),
  deliveryToState: z.string().nullable(),
  deliveryToZipCode: z.string().nullable(),
  deliveryToCountry: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The shops in (the visible part of) the order. */
  business: z.array(z.object({ id: z.number().int().nullable(), name: z.string() })),
  itemCount: z.number().int(),
  scope: z.enum(['full', 'vendor']),
  /** The partner garage credited with the order (widgets' `ref`); null when none, and always null for a shop's view. */
  partnerRef: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const orderHistoryEntry = z.object({
  status: orderStatus,
  createdAt: z.string(),
  note: z.string().nullable(),
  vendorOrderId: z.number().int().nullable(),
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const orderCreated = z.object({
  order,
  vendorOrders: z.array(vendorOrder),
  orderItems: z.array(orderItem),
});
export const orderDetail = orderCreated.extend({ history: z.array(orderHistoryEntry) });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderCreateResponse = z.object({ data: orderCreated });
export type OrderCreateResponse = z.infer<typeof orderCreateResponse>;
export const orderDetailResponse = z.object({ data: orderDetail });

export const orderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const ORDER_LIST_MAX_LIMIT = 100;

const dateParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Invalid Date!!')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid Date!!');

/**
 * Order list query (§5): `status` tab, inclusive `from`/`to` dates (a date-only `to` covers that whole day; UTC,
 * which is Ghana time), keyword `q` on id, orderCode and deliveryToName, page/limit (default 5, §9), sort.
 */
export const orderListQuery = z
  .object({
    status: orderStatus.optional(),
    from: dateParam.optional(),
    to: dateParam.optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().positive().default(1),
    limit: z.coerce.number().int().positive().max(ORDER_LIST_MAX_LIMIT).default(5),
    sort: z.enum(orderSorts).default('newest'),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from), {
    message: 'End date must be later than start date',
    path: ['to'],
  });
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListParams = z.output<typeof orderListQuery>;

/** Counts per status tab under the other filters, plus `all` (§2). */
export const orderCounts = z.record(z.string(), z.number().int());
export const orderListMeta = pageMeta.extend({ counts: orderCounts });

export const orderListResponse = z.object({ data: z.array(order), meta: orderListMeta });
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** `GET /orders/business/{businessId}`: §7's `data.orders` shape; orders cover that shop's part only. */
export const businessOrderListResponse = z.object({
  data: z.object({ orders: z.array(order) }),
  meta: orderListMeta,
});
export type BusinessOrderListResponse = z.infer<typeof businessOrderListResponse>;

export const orderDeleteResponse = z.object({
  data: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});
export const businessIdParam = z.object({ businessId: z.coerce.number().int().positive() });
