import { z } from 'zod';
import { pageMeta, stringList } from './common.js';

export const productStates = ['Brand New', 'Used'] as const;
export const productState = z.enum(productStates);
export type ProductState = z.infer<typeof productState>;

export const warrantyUnits = ['days', 'months', 'years'] as const;

export const productMetadata = z.object({
  productState: productState.optional(),
  warranty: z.object({ duration: z.number().int().positive(), unit: z.enum(warrantyUnits) }).optional(),
  /** Replacement window in days. */
  replacement: z.number().int().positive().optional(),
});
export type ProductMetadata = z.infer<typeof productMetadata>;

export const productVehicle = z.object({
  vehicleMakeId: z.number().int(),
  vehicleMakeName: z.string(),
  vehicleMakeModelName: z.string(),
  vehicleMakeYear: z.number().int(),
});
export type ProductVehicle = z.infer<typeof productVehicle>;

export const review = z.object({
  id: z.number().int(),
  reviewUserId: z.number().int().nullable(),
  /** The spec sends the rating as a string number (§3). */
  reviewRating: z.string(),
  reviewComment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** A product as the API sends it. Prices are GH₵ numbers with two decimals. */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.number().int(),
  partId: z.number().int(),
  partName: z.string(),
  partCategory: z.string(),
  images: z.array(z.string()),
  businessId: z.number().int(),
  businessName: z.string(),
  /** Average rating, one decimal; 0 when unrated. */
  rating: z.number(),
  /** Number of ratings. */
  ratings: z.number().int(),
  sku: z.string(),
  totalSold: z.number().int(),
  createdAt: z.string(),
  vehicleMakes: z.array(productVehicle),
  metadata: productMetadata,
});
export type Product = z.infer<typeof product>;

export const productDetail = product.extend({ reviews: z.array(review) });
export type ProductDetail = z.infer<typeof productDetail>;

export const productSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];

export const PRODUCT_LIST_MAX_LIMIT = 100;

/** `GET /products` query (§5 search semantics, §7 params). */
export const productListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  make: stringList.optional(),
  model: stringList.optional(),
  year: z
    .union([
      z.coerce.number().int().min(1900).max(2100),
      z.array(z.coerce.number().int().min(1900).max(2100)),
    ])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  category: stringList.optional(),
  part: stringList.optional(),
  condition: productState.optional(),
  businessId: z.coerce.number().int().positive().optional(),
  sort: z.enum(productSorts).default('name'),
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(PRODUCT_LIST_MAX_LIMIT).default(12),
});
/** What a caller passes (before defaults and coercion). */
export type ProductListQuery = z.input<typeof productListQuery>;
export type ProductListParams = z.output<typeof productListQuery>;

export const facetValue = z.object({ value: z.string(), count: z.number().int() });
export const productFacets = z.object({
  make: z.array(facetValue),
  model: z.array(facetValue),
  year: z.array(facetValue),
  category: z.array(facetValue),
  part: z.array(facetValue),
  condition: z.array(facetValue),
});
export type ProductFacets = z.infer<typeof productFacets>;

export const productListResponse = z.object({
  data: z.array(product),
  meta: pageMeta.extend({ facets: productFacets.optional() }),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productDetailResponse = z.object({ data: productDetail });

/** SKU is derived from the id (§3, §9). */
export const skuFor = (productId: number) => `PROD-${productId}`;
