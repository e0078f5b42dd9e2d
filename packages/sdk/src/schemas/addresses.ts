import {
  ghanaRegion,
  isGpsAddress,
  isPhoneNumber,
  isPlausiblePlace,
  normalGpsAddress,
} from '../domain/ghana.js';
import { int, z } from '../zod.js';

/** Messages of the address rules (issue 21) beyond §5's. */
export const ADDRESS_MESSAGES = {
  addressTooShort: 'Please enter a street, house number or landmark',
  cityRequired: 'City is required!',
  cityInvalid: 'Please enter a real city or town',
  regionRequired: 'Region is required!',
  regionInvalid: "Please choose one of Ghana's 16 regions",
  gpsInvalid: 'GPS address must look like GA-123-4567',
  countryGhana: 'We deliver in Ghana only',
} as const;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

/** A Ghanaian (or `+` international) phone number, checked with libphonenumber-js (domain/ghana.ts). */
export const deliveryPhone = required('Phone number is required!', 30, 'Invalid phone number!').check(
  z.refine((v) => v === '' || isPhoneNumber(v), 'Invalid phone number!'),
);

const streetAddress = required('Address is required!', 500, 'Address is too long').check(
  z.refine((v) => v === '' || (v.length >= 3 && /[\p{L}\p{N}]/u.test(v)), ADDRESS_MESSAGES.addressTooShort),
);

const city = required(ADDRESS_MESSAGES.cityRequired, 100, 'City is too long').check(
  z.refine((v) => v === '' || isPlausiblePlace(v), ADDRESS_MESSAGES.cityInvalid),
);

/** One of the 16 regions, as chosen in the form; `greater accra region` as typed elsewhere is written `Greater Accra`. */
const region = z.pipe(
  z.string({ error: ADDRESS_MESSAGES.regionRequired }).check(
    z.trim(),
    z.minLength(1, ADDRESS_MESSAGES.regionRequired),
    z.maxLength(100, ADDRESS_MESSAGES.regionInvalid),
    z.refine((v) => v === '' || ghanaRegion(v) !== null, ADDRESS_MESSAGES.regionInvalid),
  ),
  z.transform((v) => ghanaRegion(v) ?? v),
);

/** The optional GhanaPost GPS address (the spec's `zipCode`: Ghana's postcode is the GPS address); empty is null. */
const gpsAddress = z.optional(
  z.pipe(
    z.nullable(
      z.string({ error: ADDRESS_MESSAGES.gpsInvalid }).check(
        z.trim(),
        z.maxLength(20, ADDRESS_MESSAGES.gpsInvalid),
        z.refine((v) => v === '' || isGpsAddress(v), ADDRESS_MESSAGES.gpsInvalid),
      ),
    ),
    z.transform((v) => (v ? normalGpsAddress(v) : null)),
  ),
);

const country = z.pipe(
  z.string({ error: ADDRESS_MESSAGES.countryGhana }).check(
    z.trim(),
    z.maxLength(100, ADDRESS_MESSAGES.countryGhana),
    z.refine((v) => v.toLowerCase() === 'ghana', ADDRESS_MESSAGES.countryGhana),
  ),
  z.transform((): string => 'Ghana'),
);

/**
 * The fields of a delivery address (§3), as a buyer types them, with Ghana's rules (issue 21): a valid phone number,
 * a street address with letters or digits, a real city, one of the 16 regions, an optional GhanaPost GPS address
 * in `zipCode`, and Ghana as the country. Saved addresses and an order's delivery share them.
 */
export const deliveryFields = {
  fullName: required('Full name is required!', 200, 'Full name is too long'),
  phone: deliveryPhone,
  address: streetAddress,
  city,
  state: region,
  zipCode: gpsAddress,
  country: z._default(country, 'Ghana'),
};

export const addressFields = z.object({
  ...deliveryFields,
  isDefault: z._default(z.boolean(), false),
});
export type AddressFields = z.input<typeof addressFields>;

/** `POST /address` body (§7): `{value: 'address', data: {...}}`. */
export const addressCreateBody = z.object({ value: z.optional(z.string()), data: addressFields });
export type AddressCreateBody = z.input<typeof addressCreateBody>;

/** `PUT /address/{id}` body: `{data: {...}}` with any subset of the fields, each following the same rules. */
export const addressUpdateBody = z.object({
  value: z.optional(z.string()),
  data: z.object({
    fullName: z.optional(deliveryFields.fullName),
    phone: z.optional(deliveryPhone),
    address: z.optional(streetAddress),
    isDefault: z.optional(z.boolean()),
    city: z.optional(city),
    state: z.optional(region),
    zipCode: gpsAddress,
    country: z.optional(country),
  }),
});
export type AddressUpdateBody = z.input<typeof addressUpdateBody>;

export const address = z.object({
  id: int(),
  userId: int(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  city: z.string(),
  state: z.string(),
  zipCode: z.nullable(z.string()),
  country: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressResponse = z.object({ data: address });
/** Oldest first, so the last item is the newest (§7: "the last item is the new billing address"). */
export const addressListResponse = z.object({ data: z.array(address) });
export const addressDeleteResponse = z.object({
  data: z.object({ id: int(), deleted: z.literal(true) }),
});
