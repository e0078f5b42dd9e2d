/**
 * A shop's catalogue as CSV (issue 24; docs/catalogue-csv.md): the columns, the limits, the SKU rule, the messages
 * of a file that cannot be read, and the template. The wire contract is in schemas/catalogue.ts.
 */
import { toCsv } from '../csv.js';
import { z } from '../zod.js';

/** The columns, in the order the export and the template write them. Only `sku` must be in a file. */
export const CATALOGUE_COLUMNS = [
  'sku',
  'name',
  'description',
  'price',
  'stock',
  'condition',
  'part',
  'category',
  'vehicles',
  'part_numbers',
  'images',
  'warranty',
  'replacement_days',
  'fitment_note',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Most rows one file may hold (issue 24: a market vendor's stock list of 5,000 parts). */
export const CATALOGUE_MAX_ROWS = 5000;
/** Most characters of CSV text one request may carry (1,200 a row at the row limit; descriptions make rows long). */
export const CATALOGUE_MAX_CHARS = 6_000_000;
export const CATALOGUE_TOO_LARGE =
  'The file is too large for one import: split it into files of at most 5,000 rows';
export const SKU_MAX = 64;
/** A SKU starts with a letter or digit and holds letters, digits, spaces, dashes, dots, slashes and underscores. */
export const SKU_PATTERN = /^[0-9A-Za-z][0-9A-Za-z ._/-]*$/;

export const SKU_MESSAGES = {
  required: 'SKU is required',
  tooLong: `SKU must be at most ${SKU_MAX} characters`,
  pattern: 'A SKU may hold only letters, digits, spaces, dashes, dots, slashes and underscores',
} as const;

/** 409 of a product moved to a shop that already has its SKU (SKUs are unique per shop). */
export const SKU_TAKEN_IN_SHOP = 'Another product of that shop already has this SKU';

/** A shop's SKU, trimmed (`BP-COR-10`). */
export const skuField = z
  .string({ error: SKU_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, SKU_MESSAGES.required),
    z.maxLength(SKU_MAX, SKU_MESSAGES.tooLong),
    z.regex(SKU_PATTERN, SKU_MESSAGES.pattern),
  );

/** The template's example row: a product as the columns spell it. */
export const CATALOGUE_TEMPLATE_EXAMPLE: Record<CatalogueColumn, string> = {
  sku: 'BP-COR-0814',
  name: 'Front brake pads',
  description: 'Ceramic front brake pads, set of 4. Low dust, quiet.',
  price: '250.00',
  stock: '12',
  condition: 'Brand New',
  part: 'Brake Pads',
  category: 'Brakes',
  vehicles: 'Toyota Corolla 2008-2014; Toyota Auris 2010',
  part_numbers: '04465-02220; 04465-12592',
  images: 'https://example.com/images/brake-pads.jpg',
  warranty: '6 months',
  replacement_days: '7',
  fitment_note: 'Check your chassis number with the shop',
};

/** The downloadable template: the header and one example row (CRLF, no BOM). */
export function catalogueTemplateCsv(): string {
  return toCsv([
    [...CATALOGUE_COLUMNS],
    CATALOGUE_COLUMNS.map((column) => CATALOGUE_TEMPLATE_EXAMPLE[column]),
  ]);
}

/** The file's name for a shop's export or the template (`abossey-catalogue-12.csv`). */
export const catalogueFileName = (businessId?: number) =>
  businessId === undefined ? 'abossey-catalogue-template.csv' : `abossey-catalogue-${businessId}.csv`;

/**
 * What the preview and the import say about a file or a row beyond the §5 product messages (those come from the
 * product schemas themselves). `{{…}}` parts are filled in by `catalogueMessage`.
 */
export const CATALOGUE_MESSAGES = {
  empty: 'The file is empty',
  noHeader: 'The first line must name the columns, e.g. sku,name,description,price,stock',
  unknownColumn: 'Unknown column "{{column}}"',
  duplicateColumn: 'The column "{{column}}" appears twice',
  noSku: 'The file needs a sku column',
  tooManyRows: 'The file has {{count}} rows; at most {{max}} can be imported at once',
  unterminated: 'A quoted cell opened on line {{line}} is never closed',
  hasErrors: 'Some rows have errors, so nothing was imported. Fix them and preview again.',
  changed: 'The catalogue changed while importing. Preview the file again.',
  tooManyCells: 'This line has {{count}} cells, but the header names {{max}} columns',
  duplicateSku: 'SKU "{{sku}}" is already on line {{line}}',
  reservedSku: 'A SKU like PROD-12 names a product of this shop without a SKU; choose another SKU',
  partNotFound: 'Part not found: "{{part}}"',
  vehicleSyntax: 'Write vehicles as "Make Model 2010-2014", separated by ";"',
  vehicleNotFound: 'Vehicle not found: "{{vehicle}}"',
  warranty: 'Write the warranty as a number and days, months or years, e.g. "6 months"',
} as const;
export type CatalogueMessageKey = keyof typeof CATALOGUE_MESSAGES;

/** A message with its `{{name}}` parts filled in. */
export const catalogueMessage = (key: CatalogueMessageKey, values: Record<string, string | number> = {}) =>
  CATALOGUE_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
