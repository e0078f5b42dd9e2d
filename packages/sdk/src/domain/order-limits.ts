/**
 * The size limits of an order (`POST /orders`), shared by the API's order schemas (schemas/orders.ts) and the
 * storefront's cart import (a widget's link reads at most `ORDER_MAX_LINES` products). Not in schemas/orders.ts: the
 * storefront's first page reads them, and importing that module would bring its schemas and zod with it (issue 9,
 * docs/adr/0009).
 */
export const ORDER_MAX_LINES = 100;
export const ORDER_MAX_QUANTITY = 1000;
