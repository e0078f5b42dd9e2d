import { z } from 'zod';

/** Analytics default to the current year (UTC = Ghana time); §9's fixed 2025 would go stale. */
export const analyticsYear = z.coerce
  .number()
  .int()
  .min(2000)
  .max(2100)
  .default(() => new Date().getUTCFullYear());
const businessId = z.coerce.number().int().positive().optional();

export const analyticsQuery = z.object({ year: analyticsYear, businessId });
export const revenueQuery = analyticsQuery.extend({
  group_by: z.enum(['month', 'week', 'day']).default('month'),
});
export const revenueByCategoryQuery = analyticsQuery.extend({
  /** 1–12, or 0 for the whole year (§9). */
  month: z.coerce.number().int().min(0).max(12).default(0),
});
export const topSellingQuery = analyticsQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;
export type RevenueQuery = z.input<typeof revenueQuery>;
export type RevenueByCategoryQuery = z.input<typeof revenueByCategoryQuery>;
export type TopSellingQuery = z.input<typeof topSellingQuery>;

/** Revenue per period. `period` is `2025-03` (month), `2025-W09` (ISO week) or `2025-03-14` (day). */
export const revenueData = z.object({
  year: z.number().int(),
  groupBy: z.enum(['month', 'week', 'day']),
  total: z.number(),
  orders: z.number().int(),
  series: z.array(z.object({ period: z.string(), revenue: z.number(), orders: z.number().int() })),
});
export const revenueResponse = z.object({ data: revenueData });
export type RevenueData = z.infer<typeof revenueData>;

export const revenueByCategoryResponse = z.object({
  data: z.object({
    year: z.number().int(),
    month: z.number().int(),
    categories: z.array(z.object({ category: z.string(), revenue: z.number(), quantity: z.number().int() })),
  }),
});

export const revenueGrowthResponse = z.object({
  data: z.object({
    year: z.number().int(),
    /** growth: % change from the month before (January compares with last December); null when that was 0. */
    months: z.array(
      z.object({ month: z.number().int(), revenue: z.number(), growth: z.number().nullable() }),
    ),
  }),
});

export const topSellingResponse = z.object({
  data: z.object({
    year: z.number().int(),
    products: z.array(
      z.object({
        productId: z.number().int().nullable(),
        productName: z.string(),
        quantity: z.number().int(),
        revenue: z.number(),
      }),
    ),
  }),
});

export const reviewsByCategoryResponse = z.object({
  data: z.object({
    year: z.number().int(),
    categories: z.array(
      z.object({ category: z.string(), reviews: z.number().int(), averageRating: z.number() }),
    ),
  }),
});

export const completionVsCancellationResponse = z.object({
  data: z.object({
    year: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    inProgress: z.number().int(),
    total: z.number().int(),
    /** Percentages of total, one decimal; 0 when there are no orders. */
    completionRate: z.number(),
    cancellationRate: z.number(),
    months: z.array(
      z.object({ month: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
    ),
  }),
});

const partnersDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Invalid Date!!')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid Date!!');

/**
 * `GET /analytics/partners` (admin): inclusive `from`/`to` dates on the order's creation (a date-only `to` covers that
 * whole day; UTC = Ghana time); without them, all time.
 */
export const partnersQuery = z
  .object({ from: partnersDate.optional(), to: partnersDate.optional() })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from), {
    message: 'End date must be later than start date',
    path: ['to'],
  });
export type PartnersQuery = z.input<typeof partnersQuery>;

/** Orders and revenue (GH₵, the same rule as `revenue`) per partner garage `ref`, highest revenue first. */
export const partnersData = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  partners: z.array(z.object({ ref: z.string(), orders: z.number().int(), revenue: z.number() })),
  total: z.object({ orders: z.number().int(), revenue: z.number() }),
});
export const partnersResponse = z.object({ data: partnersData });
export type PartnersData = z.infer<typeof partnersData>;
