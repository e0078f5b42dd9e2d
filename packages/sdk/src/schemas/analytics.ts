import { int, z } from '../zod.js';

/** Analytics default to the current year (UTC = Ghana time); §9's fixed 2025 would go stale. */
export const analyticsYear = z._default(
  z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
  () => new Date().getUTCFullYear(),
);
const businessId = z.optional(z.coerce.number().check(z.int(), z.positive()));

export const analyticsQuery = z.object({ year: analyticsYear, businessId });
export const revenueQuery = z.extend(analyticsQuery, {
  group_by: z._default(z.enum(['month', 'week', 'day']), 'month'),
});
export const revenueByCategoryQuery = z.extend(analyticsQuery, {
  /** 1–12, or 0 for the whole year (§9). */
  month: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(12)), 0),
});
export const topSellingQuery = z.extend(analyticsQuery, {
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;
export type RevenueQuery = z.input<typeof revenueQuery>;
export type RevenueByCategoryQuery = z.input<typeof revenueByCategoryQuery>;
export type TopSellingQuery = z.input<typeof topSellingQuery>;

/** Revenue per period. `period` is `2025-03` (month), `2025-W09` (ISO week) or `2025-03-14` (day). */
export const revenueData = z.object({
  year: int(),
  groupBy: z.enum(['month', 'week', 'day']),
  total: z.number(),
  orders: int(),
  series: z.array(z.object({ period: z.string(), revenue: z.number(), orders: int() })),
});
export const revenueResponse = z.object({ data: revenueData });
export type RevenueData = z.infer<typeof revenueData>;

export const revenueByCategoryResponse = z.object({
  data: z.object({
    year: int(),
    month: int(),
    categories: z.array(z.object({ category: z.string(), revenue: z.number(), quantity: int() })),
  }),
});

export const revenueGrowthResponse = z.object({
  data: z.object({
    year: int(),
    /** growth: % change from the month before (January compares with last December); null when that was 0. */
    months: z.array(z.object({ month: int(), revenue: z.number(), growth: z.nullable(z.number()) })),
  }),
});

export const topSellingResponse = z.object({
  data: z.object({
    year: int(),
    products: z.array(
      z.object({
        productId: z.nullable(int()),
        productName: z.string(),
        quantity: int(),
        revenue: z.number(),
      }),
    ),
  }),
});

export const reviewsByCategoryResponse = z.object({
  data: z.object({
    year: int(),
    categories: z.array(z.object({ category: z.string(), reviews: int(), averageRating: z.number() })),
  }),
});

export const completionVsCancellationResponse = z.object({
  data: z.object({
    year: int(),
    completed: int(),
    cancelled: int(),
    inProgress: int(),
    total: int(),
    /** Percentages of total, one decimal; 0 when there are no orders. */
    completionRate: z.number(),
    cancellationRate: z.number(),
    months: z.array(z.object({ month: int(), completed: int(), cancelled: int() })),
  }),
});

const partnersDate = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Invalid Date!!'),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid Date!!'),
);

/**
 * `GET /analytics/partners` (admin): inclusive `from`/`to` dates on the order's creation (a date-only `to` covers that
 * whole day; UTC = Ghana time); without them, all time.
 */
export const partnersQuery = z.object({ from: z.optional(partnersDate), to: z.optional(partnersDate) }).check(
  z.refine((v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from), {
    message: 'End date must be later than start date',
    path: ['to'],
  }),
);
export type PartnersQuery = z.input<typeof partnersQuery>;

/** Orders and revenue (GH₵, the same rule as `revenue`) per partner garage `ref`, highest revenue first. */
export const partnersData = z.object({
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  partners: z.array(z.object({ ref: z.string(), orders: int(), revenue: z.number() })),
  total: z.object({ orders: int(), revenue: z.number() }),
});
export const partnersResponse = z.object({ data: partnersData });
export type PartnersData = z.infer<typeof partnersData>;
