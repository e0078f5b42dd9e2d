import { z } from '../zod.js';
import { analyticsYear } from './analytics.js';
import { envelope } from './common.js';

/**
 * First-party page views (§1: every route change, path plus query string). Nothing identifies the visitor: no
 * user id, no address, no cookie — only which page was opened and when.
 */
export const PAGE_VIEW_PATH_MAX = 512;
export const PAGE_VIEW_QUERY_MAX = 1024;

export const pageViewInput = z.object({
  /** An app path such as `/shop/product/12`. */
  path: z.string().check(z.trim(), z.minLength(1), z.maxLength(PAGE_VIEW_PATH_MAX), z.regex(/^\/(?!\/)/)),
  /** The query string without `?`, e.g. `page=2&make=Toyota`. */
  query: z.optional(z.string().check(z.maxLength(PAGE_VIEW_QUERY_MAX))),
});
export type PageViewInput = z.input<typeof pageViewInput>;
export const pageViewBody = z.object({ data: pageViewInput });
export const pageViewRecordedResponse = envelope(z.object({ recorded: z.literal(true) }));

export const pageViewStatsQuery = z.object({
  /** Calendar year of the views (UTC); the current one by default, like the other analytics. */
  year: analyticsYear,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
export type PageViewStatsQuery = z.input<typeof pageViewStatsQuery>;
export const pageViewStats = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  topPaths: z.array(z.object({ path: z.string(), views: z.number().check(z.int(), z.nonnegative()) })),
});
export type PageViewStats = z.infer<typeof pageViewStats>;
export const pageViewStatsResponse = envelope(pageViewStats);
