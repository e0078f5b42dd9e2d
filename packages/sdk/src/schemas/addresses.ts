import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);

/** The fields of an address (§3), as a buyer types them. */
export const addressFields = z.object({
  fullName: required('Full name is required!'),
  phone: required('Phone number is required!', 30),
  address: required('Address is required!', 500),
  isDefault: z.boolean().default(false),
  city: text(100).default(''),
  state: text(100).default(''),
  zipCode: text(20).nullish(),
  country: text(100).default('Ghana'),
});
export type AddressFields = z.input<typeof addressFields>;

/** `POST /address` body (§7): `{value: 'address', data: {...}}`. */
export const addressCreateBody = z.object({ value: z.string().optional(), data: addressFields });
export type AddressCreateBody = z.input<typeof addressCreateBody>;

/** `PUT /address/{id}` body: `{data: {...}}` with any subset of the fields. */
export const addressUpdateBody = z.object({
  value: z.string().optional(),
  data: z.object({
    fullName: required('Full name is required!').optional(),
    phone: required('Phone number is required!', 30).optional(),
    address: required('Address is required!', 500).optional(),
    isDefault: z.boolean().optional(),
    city: text(100).optional(),
    state: text(100).optional(),
    zipCode: text(20).nullish(),
    country: text(100).optional(),
  }),
});
export type AddressUpdateBody = z.input<typeof addressUpdateBody>;

export const address = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().nullable(),
  country: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressResponse = z.object({ data: address });
/** Oldest first, so the last item is the newest (§7: "the last item is the new billing address"). */
export const addressListResponse = z.object({ data: z.array(address) });
export const addressDeleteResponse = z.object({
  data: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});
