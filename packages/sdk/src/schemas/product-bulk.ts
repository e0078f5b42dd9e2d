/**
 * Bulk actions on products and duplicating one (issue 24: the console's products index). `POST /products/bulk` applies
 * one action to up to `PRODUCT_BULK_MAX` products of the caller's shops (all shops for an admin), all or nothing;
 * `POST /products/{id}/duplicate` copies one into the same shop. Messages are the SDK's (translated in the apps).
 */
import { int, z } from '../zod.js';
import { PRODUCT_MAX_PRICE, PRODUCT_MAX_STOCK } from './products.js';

/** The most products one bulk call changes (the products index shows at most 100 per page). */
export const PRODUCT_BULK_MAX = 100;
/** How far a bulk price change in percent may go: down to −90 %, up to +1000 %. */
export const PRODUCT_BULK_PERCENT_MIN = -90;
export const PRODUCT_BULK_PERCENT_MAX = 1000;

export const productBulkActionTypes = ['price', 'stock', 'archive', 'unarchive', 'delete'] as const;
export type ProductBulkActionType = (typeof productBulkActionTypes)[number];
export const productBulkPriceModes = ['percent', 'amount'] as const;
export type ProductBulkPriceMode = (typeof productBulkPriceModes)[number];

export const PRODUCT_BULK_IDS_REQUIRED = 'Select at least one product';
export const PRODUCT_BULK_CHANGE_REQUIRED = 'Enter a change other than 0';
const TWO_DECIMALS = 'The change must have at most two decimals';

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A price change: `percent` (+5 raises by 5 %, −10 lowers by 10 %) or `amount` in GH₵ (+2.50, −1). */
const priceAction = z
  .object({
    type: z.literal('price'),
    mode: z.enum(productBulkPriceModes, { error: 'Mode must be percent or amount' }),
    value: z.number({ error: 'The change must be a number' }).check(
      z.minimum(-PRODUCT_MAX_PRICE, `The change must be at least -${PRODUCT_MAX_PRICE}`),
      z.maximum(PRODUCT_MAX_PRICE, `The change must be at most ${PRODUCT_MAX_PRICE}`),
      z.refine((v) => v !== 0, PRODUCT_BULK_CHANGE_REQUIRED),
      z.refine(hasAtMostTwoDecimals, TWO_DECIMALS),
    ),
  })
  .check(
    z.refine(
      (action) =>
        action.mode !== 'percent' ||
        (action.value >= PRODUCT_BULK_PERCENT_MIN && action.value <= PRODUCT_BULK_PERCENT_MAX),
      {
        message: `A change in percent must be from ${PRODUCT_BULK_PERCENT_MIN} to ${PRODUCT_BULK_PERCENT_MAX}`,
        path: ['value'],
      },
    ),
  );

/** Every product's stock set to `value`. */
const stockAction = z.object({
  type: z.literal('stock'),
  value: z
    .number({ error: 'Stock must be a whole number' })
    .check(
      z.int('Stock must be a whole number'),
      z.minimum(0, 'Stock cannot be negative'),
      z.maximum(PRODUCT_MAX_STOCK, `Stock must be at most ${PRODUCT_MAX_STOCK}`),
    ),
});

export const productBulkAction = z.discriminatedUnion(
  'type',
  [
    priceAction,
    stockAction,
    z.object({ type: z.literal('archive') }),
    z.object({ type: z.literal('unarchive') }),
    z.object({ type: z.literal('delete') }),
  ],
  { error: 'Action must be one of: price, stock, archive, unarchive, delete' },
);
export type ProductBulkAction = z.infer<typeof productBulkAction>;

/** `POST /products/bulk` data: the products (each once; repeats count once) and what to do to them. */
export const productBulkInput = z.object({
  ids: z
    .array(
      z
        .number({ error: 'Product ID must be a positive number' })
        .check(
          z.int('Product ID must be a positive number'),
          z.positive('Product ID must be a positive number'),
        ),
      { error: PRODUCT_BULK_IDS_REQUIRED },
    )
    .check(
      z.minLength(1, PRODUCT_BULK_IDS_REQUIRED),
      z.maxLength(PRODUCT_BULK_MAX, `At most ${PRODUCT_BULK_MAX} products at a time`),
    ),
  action: productBulkAction,
});
export type ProductBulkInput = z.input<typeof productBulkInput>;
export const productBulkBody = z.object({ data: productBulkInput });

/** A product as a bulk action left it (a deleted one: as it was). */
export const productBulkItem = z.object({
  id: int(),
  name: z.string(),
  price: z.number(),
  stock: int(),
  archived: z.boolean(),
});
export type ProductBulkItem = z.infer<typeof productBulkItem>;

/** What `POST /products/bulk` did: the action, and each product after it (or before, when deleted), by id. */
export const productBulkResult = z.object({
  action: z.enum(productBulkActionTypes),
  count: int(),
  products: z.array(productBulkItem),
});
export type ProductBulkResult = z.infer<typeof productBulkResult>;
export const productBulkResponse = z.object({ data: productBulkResult });

/** The lowest price a bulk change may leave: GH₵ 1, the product form's minimum (`productFields.price`). */
export const PRODUCT_BULK_MIN_PESEWAS = 100;

/**
 * The price a bulk change gives, in pesewas: `percent` rounds the new price to the nearest pesewa (halves up),
 * `amount` adds the GH₵ exactly. The API refuses the whole call when any result is below GH₵ 1
 * (`PRODUCT_BULK_MIN_PESEWAS`) or above `PRODUCT_MAX_PRICE`.
 */
export function bulkPricePesewas(
  pricePesewas: number,
  change: { mode: ProductBulkPriceMode; value: number },
): number {
  if (change.mode === 'amount') return pricePesewas + Math.round(change.value * 100);
  // In whole numbers (hundredths of a percent): +5 % of 333 pesewas is 349.65, which rounds to 350 with no float drift.
  const basisPoints = Math.round(change.value * 100);
  return Math.floor((pricePesewas * (10_000 + basisPoints) + 5_000) / 10_000);
}
