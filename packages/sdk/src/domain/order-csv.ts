/**
 * Orders as CSV (issue 24; docs/orders-csv.md): what a shop or an admin exports from the filtered order list, for
 * the books and for the delivery riders. One row per shop part of an order (a two-shop order is two rows for an
 * admin, one for each shop). The wire contract is `GET /orders/export.csv` and `GET /orders/business/{id}/export.csv`.
 */

/** The columns, in the order the export writes them. Money in GH₵ with two decimals, dates in ISO 8601 (UTC). */
export const ORDER_CSV_COLUMNS = [
  'order_code',
  'placed_at',
  'order_status',
  'shop',
  'shop_status',
  'payment_status',
  'delivery',
  'tracking_number',
  'customer',
  'phone',
  'address',
  'city',
  'region',
  'units',
  'subtotal',
  'delivery_fee',
  'total',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** Most rows one export holds: a narrower date range or status exports more than that in parts. */
export const ORDER_EXPORT_MAX_ROWS = 10_000;

/** The file's name: `abossey-orders-shop-12.csv` for a shop, `abossey-orders.csv` for all (admins). */
export const orderCsvFileName = (businessId?: number) =>
  businessId === undefined ? 'abossey-orders.csv' : `abossey-orders-shop-${businessId}.csv`;
