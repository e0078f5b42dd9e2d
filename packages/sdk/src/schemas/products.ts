import {
  managedProductSorts,
  managedProductStatuses,
  productSorts,
  productStates,
  productStockStates,
  warrantyUnits,
} from '../domain/product-options.js';
import { int, z } from '../zod.js';
import { pageMeta, requiredText, stringList } from './common.js';

export const productState = z.enum(productStates);
export type ProductState = z.infer<typeof productState>;

export const productMetadata = z.object({
  productState: z.optional(productState),
  warranty: z.optional(
    z.object({ duration: z.number().check(z.int(), z.positive()), unit: z.enum(warrantyUnits) }),
  ),
  /** Replacement window in days. */
  replacement: z.optional(z.number().check(z.int(), z.positive())),
});
export type ProductMetadata = z.infer<typeof productMetadata>;

export const productVehicle = z.object({
  vehicleMakeId: int(),
  vehicleMakeName: z.string(),
  vehicleMakeModelName: z.string(),
  vehicleMakeYear: int(),
});
export type ProductVehicle = z.infer<typeof productVehicle>;

export const review = z.object({
  id: int(),
  productId: int(),
  reviewUserId: z.nullable(int()),
  /** The author's public name; null once the account is gone (the UI then shows "Anonymous"). */
  reviewUserName: z.nullable(z.string()),
  reviewUserAvatarUrl: z.nullable(z.string()),
  /** The spec sends the rating as a string number (§3). */
  reviewRating: z.string(),
  reviewComment: z.string(),
  /**
   * A verified purchase (issue 25): written by a buyer who had received the product. Reviews from before the rule
   * are false. Optional for older servers.
   */
  verified: z.optional(z.boolean()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** A product as the API sends it. Prices are GH₵ numbers with two decimals. */
export const product = z.object({
  id: int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: int(),
  partId: int(),
  partName: z.string(),
  partCategory: z.string(),
  images: z.array(z.string()),
  businessId: int(),
  businessName: z.string(),
  /** Average rating, one decimal; 0 when unrated. */
  rating: z.number(),
  /** Number of ratings. */
  ratings: int(),
  sku: z.string(),
  totalSold: int(),
  createdAt: z.string(),
  vehicleMakes: z.array(productVehicle),
  metadata: productMetadata,
  /** The vendor's fitment note (issue 11): plain text, null when none. Optional for older servers. */
  fitmentNote: z.optional(z.nullable(z.string())),
  /** OEM and aftermarket part numbers as the vendor wrote them (`04465-02220`); searchable in any spelling. */
  partNumbers: z.optional(z.array(z.string())),
  /** True when its shop archived it (issue 24): off the catalogue, refused at checkout. Absent when listed. */
  archived: z.optional(z.boolean()),
});
export type Product = z.infer<typeof product>;

export const productDetail = z.extend(product, { reviews: z.array(review) });
export type ProductDetail = z.infer<typeof productDetail>;

export const PRODUCT_LIST_MAX_LIMIT = 100;

const queryYear = () => z.coerce.number().check(z.int(), z.minimum(1900), z.maximum(2100));

/** `GET /products` query (§5 search semantics, §7 params). */
export const productListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  make: z.optional(stringList),
  model: z.optional(stringList),
  year: z.optional(
    z.pipe(
      z.union([queryYear(), z.array(queryYear())]),
      z.transform((v) => (Array.isArray(v) ? v : [v])),
    ),
  ),
  category: z.optional(stringList),
  part: z.optional(stringList),
  condition: z.optional(productState),
  businessId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  sort: z._default(z.enum(productSorts), 'name'),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(PRODUCT_LIST_MAX_LIMIT)), 12),
});
/** What a caller passes (before defaults and coercion). */
export type ProductListQuery = z.input<typeof productListQuery>;
export type ProductListParams = z.output<typeof productListQuery>;

/**
 * `GET /products/manage` query (issue 24): the products a vendor (their shops, any status) or an admin (all) may
 * manage. `q` has the §5 search words; `businessId` one shop; `stock` a stock state; `status` listed (`active`) or
 * archived products only (both when absent); `category`, `make` and `condition` as the catalogue's filters (one value
 * each).
 */
export const managedProductListQuery = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  businessId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  stock: z.optional(z.enum(productStockStates)),
  status: z.optional(z.enum(managedProductStatuses)),
  /** A part category (`Brakes`), any case. */
  category: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** A vehicle make one of the product's compatible vehicles has (`Toyota`), any case. */
  make: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  condition: z.optional(productState),
  sort: z._default(z.enum(managedProductSorts), 'name'),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(PRODUCT_LIST_MAX_LIMIT)), 10),
});
export type ManagedProductListQuery = z.input<typeof managedProductListQuery>;
export type ManagedProductListParams = z.output<typeof managedProductListQuery>;

export const facetValue = z.object({ value: z.string(), count: int() });
export const productFacets = z.object({
  make: z.array(facetValue),
  model: z.array(facetValue),
  year: z.array(facetValue),
  category: z.array(facetValue),
  part: z.array(facetValue),
  condition: z.array(facetValue),
});
export type ProductFacets = z.infer<typeof productFacets>;

/** A word the search corrected because no product contains it (issue 25): `toyta` searched as `toyota` too. */
export const searchCorrection = z.object({ word: z.string(), term: z.string() });

export const productListResponse = z.object({
  data: z.array(product),
  meta: z.extend(pageMeta, {
    facets: z.optional(productFacets),
    /** Words searched with a correction as well ("Showing results for toyota"); absent when none was corrected. */
    corrections: z.optional(z.array(searchCorrection)),
    /** When nothing was found: the search with its unknown words replaced by the closest catalogue words. */
    didYouMean: z.optional(z.string()),
  }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productDetailResponse = z.object({ data: productDetail });

/**
 * The SKU of a product without one of its shop's own: derived from the id (§3, §9). A product imported from a CSV
 * (issue 24) carries the shop's SKU instead.
 */
export const skuFor = (productId: number) => `PROD-${productId}`;

// ---------------------------------------------------------------------------------------------------------------
// Writes: product create/update (§5 product form), reviews (§5 review rules). Messages are the spec's.

/** Largest price the database takes (integer pesewas), rounded down to a readable limit. */
export const PRODUCT_MAX_PRICE = 10_000_000;
export const PRODUCT_MAX_STOCK = 1_000_000;
export const PRODUCT_MAX_IMAGES = 5;
export const PRODUCT_FITMENT_NOTE_MAX = 500;
export const PRODUCT_MAX_PART_NUMBERS = 20;
export const PART_NUMBER_MAX = 40;

/**
 * How part numbers are compared and found (issue 25): letters and digits only, upper case, so `04465-02220`,
 * `0446502220` and `04465 02220` are one number, as mechanics write it either way.
 */
export const normalizePartNumber = (raw: string) => raw.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** A part number starts with a letter or digit and holds letters, digits, spaces, dashes, dots and slashes. */
const PART_NUMBER = /^[0-9A-Za-z][0-9A-Za-z ./-]*$/;

/** The vendor's part numbers, trimmed, the first spelling of each number kept (`04465 02220` repeats `04465-02220`). */
const partNumbersField = z.pipe(
  z
    .array(
      z
        .string({ error: 'Part number must be text' })
        .check(
          z.trim(),
          z.maxLength(PART_NUMBER_MAX, `Part number must be at most ${PART_NUMBER_MAX} characters`),
          z.regex(
            PART_NUMBER,
            'A part number may hold only letters, digits, spaces, dashes, dots and slashes',
          ),
        ),
      { error: 'Part numbers must be a list' },
    )
    .check(
      z.maxLength(PRODUCT_MAX_PART_NUMBERS, `At most ${PRODUCT_MAX_PART_NUMBERS} part numbers per product`),
    ),
  z.transform((numbers) =>
    numbers.filter(
      (number, i) =>
        numbers.findIndex((other) => normalizePartNumber(other) === normalizePartNumber(number)) === i,
    ),
  ),
);

/**
 * Where an image may come from (issue 21): a file this server handed out on upload (`/uploads/2026/ab12.webp`, the
 * demo's `/uploads/seed/...`), or an https URL. Nothing else: no `http:`, no other path of this site, no `//host/...`,
 * and no quotes, angle brackets, backslashes, spaces or `..` segments (`/x"onerror=...` is refused).
 */
const UPLOAD_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const URL_UNSAFE = /[\s"'<>\\`^{}|]/;

export const isImageUrl = (value: string): boolean => {
  if (value.startsWith('/')) return UPLOAD_PATH.test(value) && !value.split('/').includes('..');
  if (URL_UNSAFE.test(value) || !/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

export const IMAGE_URL_INVALID = 'Image URL must be an https URL or an uploaded image (/uploads/...)';

/** One image URL: required (`'Image URL is required!'` by default), an upload of this server or https. */
export const imageUrlField = (required = 'Image URL is required!') =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(2048, 'Image URL is too long'),
    z.refine((v) => v === '' || isImageUrl(v), IMAGE_URL_INVALID),
  );

/** A GH₵ amount with at most two decimals. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const positiveWhole = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message));

export const productMetadataInput = z.object({
  productState: z.optional(
    z.nullable(z.enum(productStates, { error: "Product state must be 'Brand New' or 'Used'" })),
  ),
  warranty: z.optional(
    z.nullable(
      z.object({
        duration: positiveWhole('Warranty duration must be a positive whole number'),
        unit: z._default(
          z.enum(warrantyUnits, { error: 'Warranty unit must be days, months or years' }),
          'days',
        ),
      }),
    ),
  ),
  /** Replacement window in days. */
  replacement: z.optional(z.nullable(positiveWhole('Replacement must be a positive whole number of days'))),
});
export type ProductMetadataInput = z.input<typeof productMetadataInput>;

const productFields = {
  name: requiredText('Name is required!', 200, 'Name is too long'),
  description: requiredText('Description is required!', 20_000, 'Description is too long'),
  price: z
    .number({ error: 'Price is required!' })
    .check(
      z.minimum(1, 'Price is required!'),
      z.maximum(PRODUCT_MAX_PRICE, `Price must be at most ${PRODUCT_MAX_PRICE}`),
      z.refine(hasAtMostTwoDecimals, 'Price must have at most two decimals'),
    ),
  partId: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Part is required!'
          : 'Part ID must be a positive number',
    })
    .check(z.int('Part ID must be a positive number'), z.positive('Part ID must be a positive number')),
  vehicleMakeIds: z
    .array(z.number({ error: 'Vehicle ID must be a positive number' }).check(z.int(), z.positive()), {
      error: 'Please select at least one vehicle',
    })
    .check(z.minLength(1, 'Please select at least one vehicle'), z.maxLength(1000, 'Too many vehicles')),
  businessId: z
    .number({ error: 'Shop is required!' })
    .check(z.int('Shop ID must be a positive number'), z.positive('Shop ID must be a positive number')),
  images: z
    .array(imageUrlField(), { error: 'Upload at least one image' })
    .check(
      z.minLength(1, 'Upload at least one image'),
      z.maxLength(PRODUCT_MAX_IMAGES, 'You can upload a maximum of 5 images'),
    ),
  metadata: z.optional(productMetadataInput),
  /** The vendor's fitment note (plain text); empty or null removes it. */
  fitmentNote: z.optional(
    z.nullable(
      z.pipe(
        z
          .string({ error: 'Fitment note must be text' })
          .check(
            z.trim(),
            z.maxLength(
              PRODUCT_FITMENT_NOTE_MAX,
              `Fitment note must be at most ${PRODUCT_FITMENT_NOTE_MAX} characters`,
            ),
          ),
        z.transform((value) => (value === '' ? null : value)),
      ),
    ),
  ),
  /** OEM and aftermarket numbers (at most 20); the list replaces the product's. */
  partNumbers: z.optional(partNumbersField),
};

/** `POST /products` data: every field of the §5 form; `stock` is the form's quantity (at least 1). */
export const productCreateInput = z.object({
  ...productFields,
  stock: z
    .number({ error: 'Quantity is required!' })
    .check(
      z.int('Quantity must be a whole number'),
      z.minimum(1, 'Quantity is required!'),
      z.maximum(PRODUCT_MAX_STOCK, `Quantity must be at most ${PRODUCT_MAX_STOCK}`),
    ),
});
export type ProductCreateInput = z.input<typeof productCreateInput>;

/**
 * `PUT /products/{id}` data: the same fields, each optional (a missing field keeps its value); stock may be 0
 * (sold out). `metadata`, when sent, replaces the whole metadata; `vehicleMakeIds` replaces the compatibility list.
 */
export const productUpdateInput = z.partial(
  z.object({
    ...productFields,
    stock: z
      .number({ error: 'Stock must be a whole number' })
      .check(
        z.int('Stock must be a whole number'),
        z.minimum(0, 'Stock cannot be negative'),
        z.maximum(PRODUCT_MAX_STOCK, `Stock must be at most ${PRODUCT_MAX_STOCK}`),
      ),
  }),
);
export type ProductUpdateInput = z.input<typeof productUpdateInput>;

export const productCreateBody = z.object({ data: productCreateInput });
export const productUpdateBody = z.object({ data: productUpdateInput });
export const productWriteResponse = z.object({ data: productDetail });
export const deletedResponse = z.object({ data: z.object({ id: int() }) });
export type Deleted = z.infer<typeof deletedResponse>['data'];

export const REVIEW_COMMENT_REQUIRED = 'Please provide a comment for your review';
export const REVIEW_SIGN_IN_REQUIRED = 'Please sign in to submit a review';
/** 403 of `PUT /products/{id}/rate` (issue 25): the caller has no delivered order line of the product. */
export const REVIEW_NOT_RECEIVED = 'Only buyers who received this part can review it.';
/** 403 of `PUT /products/{id}/rate`: members of the product's shop never review it. */
export const REVIEW_OWN_SHOP = 'You cannot review a product of your own shop';

const reviewRating = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .check(
    z.int('Rating must be a whole number from 1 to 5'),
    z.minimum(1, 'Rating must be a whole number from 1 to 5'),
    z.maximum(5, 'Rating must be a whole number from 1 to 5'),
  );
const reviewComment = z
  .string({ error: REVIEW_COMMENT_REQUIRED })
  .check(z.trim(), z.minLength(1, REVIEW_COMMENT_REQUIRED), z.maxLength(5000, 'Comment is too long'));

/** `PUT /products/{id}/rate` data (§7). `productId`, when sent, must be the product in the path. */
export const reviewCreateInput = z.object({
  rating: reviewRating,
  productId: z.optional(z.number().check(z.int(), z.positive('Product ID must be a positive number'))),
  comment: reviewComment,
});
export type ReviewCreateInput = z.input<typeof reviewCreateInput>;
export const reviewUpdateInput = z.object({ rating: reviewRating, comment: reviewComment });
export type ReviewUpdateInput = z.input<typeof reviewUpdateInput>;

export const reviewCreateBody = z.object({ data: reviewCreateInput });
export const reviewUpdateBody = z.object({ data: reviewUpdateInput });
export const reviewResponse = z.object({ data: review });

/**
 * `GET /products/{id}/review-eligibility` (signed in): whether `PUT /products/{id}/rate` would accept the caller's
 * review, and if not, `reason` — the message that call would answer (`REVIEW_NOT_RECEIVED`, `REVIEW_OWN_SHOP`).
 */
export const reviewEligibility = z.object({ canReview: z.boolean(), reason: z.nullable(z.string()) });
export type ReviewEligibility = z.infer<typeof reviewEligibility>;
export const reviewEligibilityResponse = z.object({ data: reviewEligibility });

export const productReviewParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  ratingId: z.coerce.number().check(z.int(), z.positive()),
});
