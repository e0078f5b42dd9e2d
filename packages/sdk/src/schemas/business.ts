import { isGpsAddress, normalGpsAddress } from '../domain/ghana.js';
import { int, z } from '../zod.js';
import { ADDRESS_MESSAGES } from './addresses.js';
import { requiredText } from './common.js';
import { imageUrlField } from './products.js';

/** §5 shop form country options; Ghana is the default. */
export const shopCountries = [
  'USA',
  'Canada',
  'Australia',
  'Ghana',
  'Nigeria',
  'Kenya',
  'Uganda',
  'Tanzania',
  'South Africa',
  'Egypt',
  'Algeria',
  'Morocco',
  'Tunisia',
  'Libya',
  'Jordan',
] as const;
export type ShopCountry = (typeof shopCountries)[number];
export const DEFAULT_SHOP_COUNTRY: ShopCountry = 'Ghana';

export const businessStatuses = ['active', 'inactive', 'pending'] as const;
export const businessStatus = z.enum(businessStatuses, {
  error: 'Status must be active, inactive or pending',
});
export type BusinessStatus = z.infer<typeof businessStatus>;
export const businessMemberRoles = ['owner', 'staff'] as const;
export type BusinessMemberRole = (typeof businessMemberRoles)[number];

/** Counts the digits of a phone number (`+233 24 123 4567` has 12). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

const emptyToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The §5 shop form, field by field, with its messages. */
const businessFields = {
  name: requiredText('Name is required!', 200, 'Name is too long'),
  description: requiredText(
    'Description must be at least 10 characters!',
    5000,
    'Description is too long',
    10,
  ),
  address: requiredText('Address is required!', 500, 'Address is too long'),
  /** Optional, trimmed; empty becomes null; else a GhanaPost GPS address (`GA-123-4567`, issue 21). */
  gpsAddress: z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: 'GPS address must be text' }).check(
          z.maxLength(100, 'GPS address is too long'),
          z.refine((v) => v.trim() === '' || isGpsAddress(v), ADDRESS_MESSAGES.gpsInvalid),
        ),
      ),
    ),
    z.transform((v) => {
      const trimmed = emptyToNull(v);
      return trimmed ? normalGpsAddress(trimmed) : trimmed;
    }),
  ),
  phone: z.string({ error: 'Phone number is required!' }).check(
    z.trim(),
    z.minLength(1, 'Phone number is required!'),
    z.maxLength(30, 'Phone number must be at most 15 digits!'),
    z.regex(/^\+?[\d\s().-]+$/, 'Invalid phone number!'),
    z.refine((v) => phoneDigits(v) >= 6, 'Phone number must be at least 6 digits!'),
    z.refine((v) => phoneDigits(v) <= 15, 'Phone number must be at most 15 digits!'),
  ),
  /** Optional; empty becomes null. */
  email: z.pipe(
    z.optional(
      z.nullable(
        z.union([z.literal(''), z.email('Email must be a valid email address!').check(z.maxLength(254))], {
          error: 'Email must be a valid email address!',
        }),
      ),
    ),
    z.transform(emptyToNull),
  ),
  country: z._default(z.enum(shopCountries, { error: 'Country is required' }), DEFAULT_SHOP_COUNTRY),
  imageUrl: imageUrlField('Image URL is required'),
};

/** `POST /business` data. */
export const businessInput = z.object(businessFields);
export type BusinessInput = z.input<typeof businessInput>;
/** `PUT /business/{id}` data: the same fields, each optional (a missing field keeps its value). */
export const businessUpdateInput = z.partial(
  z.object({
    ...businessFields,
    country: z.enum(shopCountries, { error: 'Country is required' }),
  }),
);
export type BusinessUpdateInput = z.input<typeof businessUpdateInput>;

/** `POST /business` body (§7): `{value: name, data}`; `data.name` is the name stored. */
export const businessCreateBody = z.object({
  value: z.optional(z.string().check(z.maxLength(200))),
  data: businessInput,
});
export const businessUpdateBody = z.object({ data: businessUpdateInput });

export const businessMember = z.object({
  userId: int(),
  userRole: z.enum(businessMemberRoles),
  /** Public name of the member. */
  name: z.string(),
});
export type BusinessMember = z.infer<typeof businessMember>;

/** A shop as the API sends it (§3 Business). */
export const business = z.object({
  id: int(),
  name: z.string(),
  businessName: z.string(),
  description: z.string(),
  address: z.string(),
  gpsAddress: z.nullable(z.string()),
  phone: z.string(),
  email: z.nullable(z.string()),
  country: z.string(),
  imageUrl: z.nullable(z.string()),
  status: businessStatus,
  /** The owner's user id (§3 `ownerId`/`userId`); null when the shop has no owner. */
  ownerId: z.nullable(int()),
  owner: z.nullable(z.object({ id: int(), name: z.string() })),
  /** Members (§3 `users[]`); `userRole: 'owner'` marks the owner. */
  users: z.array(businessMember),
  productCount: int(),
  /**
   * The shop's rating (issue 25): the average of the verified reviews of its products, one decimal; 0 when it has
   * none. Optional for older servers.
   */
  rating: z.optional(z.number()),
  /** How many verified reviews `rating` averages. */
  ratings: z.optional(int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof business>;

/** A shop in `GET /business/user/{userId}`: with that user's role in it. */
export const memberBusiness = z.extend(business, { role: z.enum(businessMemberRoles) });
export type MemberBusiness = z.infer<typeof memberBusiness>;

export const businessResponse = z.object({ data: business });
export const businessListResponse = z.object({ data: z.array(business) });
export const memberBusinessListResponse = z.object({ data: z.array(memberBusiness) });

/** `GET /business` query: admins may ask for `all` or one status; everyone else sees active shops. */
export const businessListQuery = z.object({
  status: z.optional(
    z.enum(['all', ...businessStatuses], { error: 'Status must be all, active, inactive or pending' }),
  ),
});
export type BusinessListQuery = z.input<typeof businessListQuery>;

export const businessUserParams = z.object({ userId: z.coerce.number().check(z.int(), z.positive()) });

export const NEW_OWNER_NOT_FOUND = 'New owner not found';

const transferUserId = z.optional(z.nullable(z.union([z.number(), z.string()])));

/**
 * `PUT /business/{id}/transfer-ownership` data (§7). Ids may come as numbers or digit strings; anything else is
 * refused with 'Invalid user IDs provided for transfer' (§5) by `parseTransferUserIds`
 * (domain/ownership-transfer.ts), on the client and server.
 */
export const transferOwnershipInput = z.object({
  transferFromUserId: transferUserId,
  transferToUserId: transferUserId,
  transferNotes: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'Notes are too long')))),
});
export type TransferOwnershipInput = z.input<typeof transferOwnershipInput>;
export const transferOwnershipBody = z.object({ data: transferOwnershipInput });

export const businessStatusBody = z.object({ data: z.object({ status: businessStatus }) });
