import { type Address, GHANA_REGIONS, ghanaRegion } from '@abossey/sdk';

/** What the address form holds: every field as text (the optional GPS address is `''` when empty). */
export type AddressValues = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  /** One of Ghana's 16 regions, chosen from a list; `''` until chosen. */
  state: string;
  /** The GhanaPost GPS address (the spec's zipCode). */
  zipCode: string;
  country: string;
  isDefault: boolean;
};

export const ADDRESS_FORM_FIELDS = [
  'fullName',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'isDefault',
] as const;

/** The region select's choices: Ghana's 16 regions (proper names, the same in every language). */
export const REGION_OPTIONS = GHANA_REGIONS.map((region) => ({ id: region, label: region }));

/**
 * The form's starting values. A region saved before the list existed (`greater accra region`) shows as its entry;
 * one that names no region is left unchosen, so the buyer picks it before saving. The country is always Ghana.
 */
export function addressFormValues(address: Address | undefined, makeDefault: boolean): AddressValues {
  return {
    fullName: address?.fullName ?? '',
    phone: address?.phone ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: ghanaRegion(address?.state ?? '') ?? '',
    zipCode: address?.zipCode ?? '',
    country: 'Ghana',
    isDefault: address?.isDefault ?? makeDefault,
  };
}
