/**
 * A shop's catalogue as CSV (issue 24; docs/catalogue-csv.md): the columns, the template, and the wire contract of
 * `POST /business/{id}/catalogue/preview`, `POST /business/{id}/catalogue/import` and
 * `GET /business/{id}/catalogue.csv`.
 */
import { CATALOGUE_MAX_CHARS, CATALOGUE_TOO_LARGE } from '../domain/catalogue-csv.js';
import { int, z } from '../zod.js';

/** Body of preview and import: the CSV text as read from the file. */
export const catalogueCsvBody = z.object({
  data: z.object({
    csv: z
      .string({ error: 'Choose a CSV file' })
      .check(z.maxLength(CATALOGUE_MAX_CHARS, CATALOGUE_TOO_LARGE)),
  }),
});
export type CatalogueCsvBody = z.input<typeof catalogueCsvBody>;

export const catalogueRowActions = ['create', 'update', 'unchanged'] as const;
export type CatalogueRowAction = (typeof catalogueRowActions)[number];

export const catalogueRowError = z.object({
  /** The column the message is about (`price`), or `row` for the line as a whole. */
  column: z.string(),
  message: z.string(),
});
export type CatalogueRowError = z.infer<typeof catalogueRowError>;

/** One data row of the file: what importing it would do, or why it cannot be imported. */
export const catalogueRowResult = z.object({
  /** The line of the file it starts on (the header is line 1). */
  line: int(),
  sku: z.string(),
  name: z.string(),
  /** What the import does with the row; null when it has errors. */
  action: z.nullable(z.enum(catalogueRowActions)),
  /** The product it updates (or leaves unchanged); null for a new one. */
  productId: z.nullable(int()),
  errors: z.array(catalogueRowError),
});
export type CatalogueRowResult = z.infer<typeof catalogueRowResult>;

export const catalogueCounts = z.object({
  rows: int(),
  /** Rows without errors. */
  ready: int(),
  /** Rows with at least one error. */
  invalid: int(),
  create: int(),
  update: int(),
  unchanged: int(),
});
export type CatalogueCounts = z.infer<typeof catalogueCounts>;

export const cataloguePreview = z.object({
  /** The file's columns as recognised, in its order. */
  columns: z.array(z.string()),
  counts: catalogueCounts,
  rows: z.array(catalogueRowResult),
});
export type CataloguePreview = z.infer<typeof cataloguePreview>;
export const cataloguePreviewResponse = z.object({ data: cataloguePreview });

export const catalogueImportResult = z.object({
  counts: catalogueCounts,
  /** Per row: its line, SKU and the product it made or updated. */
  rows: z.array(
    z.object({ line: int(), sku: z.string(), productId: int(), action: z.enum(catalogueRowActions) }),
  ),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>;
export const catalogueImportResponse = z.object({ data: catalogueImportResult });

/** `GET /business/{id}/catalogue.csv`: the CSV text itself (`text/csv`). */
export const catalogueCsvResponse = z.string();
