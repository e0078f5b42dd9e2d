import { int, z } from '../zod.js';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (message: string, max = 200) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));

/** The fields of an address (§3), as a buyer types them. */
export const addressFields = z.object({
  fullName: required('Full name is required!'),
  phone: required('Phone number is required!', 30),
  address: required('Address is required!', 500),
  isDefault: z._default(z.boolean(), false),
  city: z._default(text(100), ''),
  state: z._default(text(100), ''),
  zipCode: z.nullish(text(20)),
  country: z._default(text(100), 'Ghana'),
});
export type AddressFields = z.input<typeof addressFields>;

/** `POST /address` body (§7): `{value: 'address', data: {...}}`. */
export const addressCreateBody = z.object({ value: z.optional(z.string()), data: addressFields });
export type AddressCreateBody = z.input<typeof addressCreateBody>;

/** `PUT /address/{id}` body: `{data: {...}}` with any subset of the fields. */
export const addressUpdateBody = z.object({
  value: z.optional(z.string()),
  data: z.object({
    fullName: z.optional(required('Full name is required!')),
    phone: z.optional(required('Phone number is required!', 30)),
    address: z.optional(required('Address is required!', 500)),
    isDefault: z.optional(z.boolean()),
    city: z.optional(text(100)),
    state: z.optional(text(100)),
    zipCode: z.nullish(text(20)),
    country: z.optional(text(100)),
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
