import { GARAGE_FULL, GARAGE_MAX_VEHICLES, GARAGE_MIN_YEAR } from '../domain/garage-limits.js';
import { decodeVin, normalizeVin } from '../domain/vin.js';
import { int, z } from '../zod.js';
import { productVehicle } from './products.js';

const make = z
  .string({ error: 'Make is required!' })
  .check(z.trim(), z.minLength(1, 'Make is required!'), z.maxLength(60, 'Make is too long'));
const model = z
  .string({ error: 'Model is required!' })
  .check(z.trim(), z.minLength(1, 'Model is required!'), z.maxLength(80, 'Model is too long'));
const year = z.number({ error: 'Year is required!' }).check(
  z.int('Year must be a whole number'),
  z.minimum(GARAGE_MIN_YEAR, `Year must be ${GARAGE_MIN_YEAR} or later`),
  z.refine((y) => y <= new Date().getUTCFullYear() + 1, 'Year cannot be in the future'),
);
/** An emptied optional field clears it: '' becomes null. */
const emptyToNull = () => z.transform((value: string) => (value === '' ? null : value));
/** A VIN as typed (spaces, dashes, any case), normalised, then checked by the SDK rules unless empty. */
const normalizedVin = z
  .pipe(
    z.string({ error: 'VIN must be text' }).check(z.maxLength(40, 'A VIN has exactly 17 characters')),
    z.transform((value) => normalizeVin(value)),
  )
  .check(
    z.superRefine((value, ctx) => {
      if (value === '') return;
      const decoded = decodeVin(value);
      if (!decoded.ok) ctx.addIssue({ code: 'custom', message: decoded.error });
    }),
  );
/** Optional VIN: typed with spaces or dashes and in any case, stored normalised; 17 characters by the SDK rules. */
const vin = z.optional(z.nullable(z.pipe(normalizedVin, emptyToNull())));
const nickname = z.optional(
  z.nullable(
    z.pipe(
      z.string({ error: 'Nickname must be text' }).check(z.trim(), z.maxLength(60, 'Nickname is too long')),
      emptyToNull(),
    ),
  ),
);

/** The fields of a garage vehicle as a buyer enters them. */
export const garageVehicleFields = z.object({
  make,
  model,
  year,
  vin,
  nickname,
  /** At most one active vehicle per buyer: making one active clears the others. */
  active: z.optional(z.boolean({ error: 'Active must be true or false' })),
});
export type GarageVehicleFields = z.input<typeof garageVehicleFields>;

export const garageCreateBody = z.object({ data: garageVehicleFields });
export const garageUpdateBody = z.object({ data: z.partial(garageVehicleFields) });
export type GarageVehicleUpdate = z.input<typeof garageUpdateBody>['data'];
/** `POST /garage/merge`: the guest's vehicles, added on sign-in without duplicates. */
export const garageMergeBody = z.object({
  data: z.object({
    vehicles: z
      .array(garageVehicleFields, { error: 'Vehicles must be a list' })
      .check(z.maxLength(GARAGE_MAX_VEHICLES, GARAGE_FULL)),
  }),
});

export const garageVehicle = z.object({
  id: int(),
  userId: int(),
  make: z.string(),
  model: z.string(),
  year: int(),
  vin: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GarageVehicle = z.infer<typeof garageVehicle>;

export const garageResponse = z.object({ data: garageVehicle });
/** Oldest first. */
export const garageListResponse = z.object({ data: z.array(garageVehicle) });
export const garageDeleteResponse = z.object({
  data: z.object({ id: int(), deleted: z.literal(true) }),
});

/** `GET /compatibility/suggestions?partId=`: vehicles other products of the same part (or category) fit. */
export const compatibilitySuggestionsQuery = z.object({
  partId: z.coerce
    .number({ error: 'Part ID must be a positive number' })
    .check(z.int('Part ID must be a positive number'), z.positive('Part ID must be a positive number')),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(100)), 20),
});
export type CompatibilitySuggestionsQuery = z.input<typeof compatibilitySuggestionsQuery>;
export const compatibilitySuggestion = z.extend(productVehicle, {
  /** How many other products list this vehicle. */
  count: int(),
  /** 'part': listed on products of the same part; 'category': of the same category only. */
  source: z.enum(['part', 'category']),
});
export type CompatibilitySuggestion = z.infer<typeof compatibilitySuggestion>;
export const compatibilitySuggestionsResponse = z.object({ data: z.array(compatibilitySuggestion) });
