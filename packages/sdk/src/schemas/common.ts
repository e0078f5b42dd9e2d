import { z } from '../zod.js';

/** Every success body is `{data: ...}` (§7). */
export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data });

export const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** A query value that may come once (`?make=Toyota`) or repeated (`?make=Toyota&make=Honda`). */
export const stringList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean)),
);

export const pageMeta = z.object({
  page: z.number().check(z.int(), z.positive()),
  limit: z.number().check(z.int(), z.positive()),
  total: z.number().check(z.int(), z.nonnegative()),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** Error body: `{message, error, details?}` with a truthful HTTP status. */
export const errorBody = z.object({
  message: z.string(),
  error: z.string(),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Trimmed text a form requires: the same §5 message when it is missing, not a string, empty or shorter than `min`.
 */
export const requiredText = (message: string, max: number, tooLong: string, min = 1) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong));
