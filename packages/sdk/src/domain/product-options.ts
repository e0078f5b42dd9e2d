/**
 * The fixed choices of a product and of a product list, shared by the API's product schemas (schemas/products.ts), the
 * console's product form and the storefront's list URL and sort select. Not in schemas/products.ts: the storefront's
 * first page reads them, and importing that module would bring its schemas and zod with it (issue 9, docs/adr/0009).
 */

/** A product's condition (§2 "Condition"; the `condition` query parameter). */
export const productStates = ['Brand New', 'Used'] as const;

export const warrantyUnits = ['days', 'months', 'years'] as const;

/** The orders of a product list (`sort`). */
export const productSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Stock states of the console's products index (`stock`): in stock (more than 5), low (1–5), out (0). */
export const productStockStates = ['in', 'low', 'out'] as const;
export type ProductStockState = (typeof productStockStates)[number];
/** The most units a product may have and still count as low on stock. */
export const LOW_STOCK_MAX = 5;
/** The orders of the console's products index. */
export const managedProductSorts = [
  'name',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'newest',
  'oldest',
] as const;
export type ManagedProductSort = (typeof managedProductSorts)[number];

/** Listed or archived (issue 24): the console's products index filter (`status`; both when absent). */
export const managedProductStatuses = ['active', 'archived'] as const;
export type ManagedProductStatus = (typeof managedProductStatuses)[number];
