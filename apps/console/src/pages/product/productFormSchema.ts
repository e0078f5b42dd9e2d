import {
  IMAGE_URL_INVALID,
  isImageUrl,
  PRODUCT_MAX_IMAGES,
  type ProductCreateInput,
  type ProductDetail,
  productCreateInput,
  productStates,
  productUpdateInput,
  UPLOAD_MAX_BYTES,
  type VehicleMake,
  warrantyUnits,
} from '@abossey/sdk';
import { z } from 'zod/mini';
import { IMAGE_TYPES, type ImageChoice } from '../../forms/ImagePicker';

/** §5 product images: 1–5 in all, files (images only, at most 5 MB: the API's upload limit) or URLs. */
const productImages = z.object({ files: z.array(z.instanceof(File)), urls: z.array(z.string()) }).check(
  z.superRefine(({ files, urls }, ctx) => {
    const count = files.length + urls.length;
    if (count === 0) ctx.addIssue({ code: 'custom', message: 'Upload at least one image' });
    if (count > PRODUCT_MAX_IMAGES)
      ctx.addIssue({ code: 'custom', message: 'You can upload a maximum of 5 images' });
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        ctx.addIssue({ code: 'custom', message: 'Only image files are allowed' });
      else if (file.size > UPLOAD_MAX_BYTES)
        ctx.addIssue({ code: 'custom', message: 'File must be less than 5MB' });
    }
    for (const url of urls)
      if (!isImageUrl(url))
        ctx.addIssue({ code: 'custom', message: url ? IMAGE_URL_INVALID : 'Image URL is required!' });
  }),
);

/** The message for a price typed with letters or other signs (the typed text stays in the field). */
export const PRICE_NOT_A_NUMBER = 'Price must be a number, like 120 or 120.50';

/** A price as typed: empty (the required rule answers), or digits with an optional decimal point. */
const priceText = z
  .union([z.string(), z.number()])
  .check(
    z.refine(
      (v) => typeof v === 'number' || v.trim() === '' || /^-?\d+(\.\d*)?$/.test(v.trim()),
      PRICE_NOT_A_NUMBER,
    ),
  );

/** A number typed in a text box: '' (or null) is "not filled in", NaN; anything else its numeric value. */
const typedNumber = (value: unknown) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? Number.NaN
      : Number(value.trim())
    : (value ?? Number.NaN);

/** An optional whole number typed in a text box: empty is null; anything else must be a positive whole number. */
const optionalWhole = (message: string) =>
  z
    .pipe(
      z.custom<string | number | null>(
        (value) => value === null || ['string', 'number'].includes(typeof value),
      ),
      z.transform((raw) => {
        const value = typedNumber(raw) as number;
        return Number.isNaN(value) ? null : value;
      }),
    )
    .check(z.refine((value) => value === null || (Number.isInteger(value) && value > 0), message));

/** Part numbers as a vendor types them in one field: separated by commas, semicolons or new lines. */
const splitPartNumbers = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((number) => number.trim())
    .filter(Boolean);

/**
 * The §5 product form, the SDK's rules and messages field by field. Editing follows the update rules (a sold-out
 * product may keep a stock of 0).
 */
export function productFormSchema(editing: boolean) {
  const rules = productCreateInput.shape;
  // zod/mini's refine narrows no type: the check makes the output a number, as classic zod's `.refine` typed it.
  const partId = z.nullable(rules.partId).check(z.refine((v) => v !== null, 'Part is required!'));
  return z.object({
    businessId: z.pipe(z.nullable(z.number({ error: 'Shop is required!' })), rules.businessId),
    name: rules.name,
    description: rules.description,
    price: z.pipe(
      z.pipe(
        priceText,
        z.transform((v: string | number) => typedNumber(v)),
      ),
      rules.price,
    ) as z.ZodMiniType<number, string | number>,
    stock: editing ? productUpdateInput.shape.stock.def.innerType : rules.stock,
    partId: partId as z.ZodMiniType<number, number | null>,
    images: productImages,
    makes: z.array(z.string()),
    models: z.array(z.string()),
    vehicleMakeIds: rules.vehicleMakeIds,
    productState: z.enum(['', ...productStates]),
    warrantyDuration: optionalWhole('Warranty duration must be a positive whole number'),
    warrantyUnit: z.enum(warrantyUnits),
    replacement: optionalWhole('Replacement must be a positive whole number of days'),
    fitmentNote: rules.fitmentNote,
    // One text field; its first problem (the SDK's rule for the list) is shown on it.
    partNumbers: z.string().check(
      z.superRefine((text, ctx) => {
        const result = rules.partNumbers.safeParse(splitPartNumbers(text));
        const issue = result.success ? undefined : result.error.issues[0];
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message, input: text });
      }),
    ),
  });
}
export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;
export type ProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

/** §5: moving to the vehicle tabs needs these, valid (and at least one image). */
export const DETAILS_FIELDS = [
  'businessId',
  'name',
  'stock',
  'price',
  'description',
  'partId',
  'partNumbers',
  'images',
] as const;

/** Whether step 1 (Product Details) is valid, for enabling the vehicle tabs. */
export function detailsValid(values: ProductFormValues, editing: boolean): boolean {
  const pick = Object.fromEntries(DETAILS_FIELDS.map((key) => [key, true])) as Record<
    (typeof DETAILS_FIELDS)[number],
    true
  >;
  return z.pick(productFormSchema(editing), pick).safeParse(values).success;
}

export function productFormDefaults(product?: ProductDetail, businessId?: number): ProductFormValues {
  const vehicles = product?.vehicleMakes ?? [];
  return {
    businessId: product?.businessId ?? businessId ?? null,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    stock: product?.stock ?? 1,
    partId: product?.partId ?? null,
    images: { files: [], urls: product?.images ?? [] } satisfies ImageChoice,
    makes: [...new Set(vehicles.map((v) => v.vehicleMakeName))],
    models: [...new Set(vehicles.map((v) => modelKey(v.vehicleMakeName, v.vehicleMakeModelName)))],
    vehicleMakeIds: vehicles.map((v) => v.vehicleMakeId),
    productState: product?.metadata.productState ?? '',
    warrantyDuration: product?.metadata.warranty ? String(product.metadata.warranty.duration) : '',
    warrantyUnit: product?.metadata.warranty?.unit ?? 'days',
    replacement: product?.metadata.replacement ? String(product.metadata.replacement) : '',
    fitmentNote: product?.fitmentNote ?? '',
    partNumbers: (product?.partNumbers ?? []).join(', '),
  };
}

/** The `POST/PUT /products` data once every image is a URL. */
export function toProductInput(values: ProductFormOutput, images: string[]): ProductCreateInput {
  return {
    businessId: values.businessId,
    name: values.name,
    description: values.description,
    price: values.price,
    stock: values.stock,
    partId: values.partId as number,
    images,
    vehicleMakeIds: values.vehicleMakeIds,
    metadata: {
      productState: values.productState || null,
      warranty: values.warrantyDuration
        ? { duration: values.warrantyDuration, unit: values.warrantyUnit }
        : null,
      replacement: values.replacement,
    },
    fitmentNote: values.fitmentNote ?? null,
    partNumbers: splitPartNumbers(values.partNumbers),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The §5 make → model → year cascade over GET /vehicle-makes rows ({id, name, modelName, year}, one per year).

/** A model is named within its make ('Toyota Corolla'), so two makes' models never merge. */
export const modelKey = (make: string, model: string) => `${make}\u0000${model}`;

export interface ModelOption {
  id: string;
  make: string;
  model: string;
}

const byText = (a: string, b: string) => a.localeCompare(b);

/** Every make, once, sorted. */
export function makeOptions(rows: readonly VehicleMake[]): string[] {
  return [...new Set(rows.map((r) => r.name))].sort(byText);
}

/** The models of the chosen makes (§4: options narrow by the other selections). */
export function modelOptions(rows: readonly VehicleMake[], makes: readonly string[]): ModelOption[] {
  const seen = new Map<string, ModelOption>();
  for (const row of rows) {
    if (!makes.includes(row.name)) continue;
    const id = modelKey(row.name, row.modelName);
    if (!seen.has(id)) seen.set(id, { id, make: row.name, model: row.modelName });
  }
  return [...seen.values()].sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model));
}

/** The vehicles (one per year) of the chosen models, newest year first within each model. */
export function yearOptions(rows: readonly VehicleMake[], models: readonly string[]): VehicleMake[] {
  return rows
    .filter((row) => models.includes(modelKey(row.name, row.modelName)))
    .sort((a, b) => byText(a.name, b.name) || byText(a.modelName, b.modelName) || b.year - a.year);
}

/** The chosen vehicles that still belong to a chosen model (un-choosing a make or model drops its years). */
export function keepVehicles(
  rows: readonly VehicleMake[],
  models: readonly string[],
  vehicleIds: readonly number[],
): number[] {
  const allowed = new Set(yearOptions(rows, models).map((row) => row.id));
  return vehicleIds.filter((id) => allowed.has(id));
}

/** The models still under a chosen make. */
export function keepModels(makes: readonly string[], models: readonly string[]): string[] {
  return models.filter((id) => makes.includes(id.split('\u0000')[0] ?? ''));
}

/**
 * The selection with suggested vehicles added (issue 11): their makes and models are chosen too, so the cascade
 * shows them; vehicles already chosen stay, ids the catalogue does not know are ignored.
 */
export function withSuggestions(
  rows: readonly VehicleMake[],
  current: { makes: readonly string[]; models: readonly string[]; vehicleMakeIds: readonly number[] },
  suggestedIds: readonly number[],
): { makes: string[]; models: string[]; vehicleMakeIds: number[]; added: number } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const makes = new Set(current.makes);
  const models = new Set(current.models);
  const ids = new Set(current.vehicleMakeIds);
  let added = 0;
  for (const id of suggestedIds) {
    const row = byId.get(id);
    if (!row || ids.has(id)) continue;
    makes.add(row.name);
    models.add(modelKey(row.name, row.modelName));
    ids.add(id);
    added += 1;
  }
  return { makes: [...makes], models: [...models], vehicleMakeIds: [...ids], added };
}
