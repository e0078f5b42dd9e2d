/**
 * A partner garage's referral id (`ref`): the widgets put it on the links and the checkout they open, the storefront
 * keeps it in the cart, and `POST /orders` records it so the admin sees orders and revenue per partner garage.
 * Letters, digits, `_` and `-`, 1 to 64 characters; anything else is ignored by the browser and refused by the API.
 */
export const PARTNER_REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const PARTNER_REF_MESSAGE =
  'ref must be 1 to 64 letters, digits, "_" or "-" (the partner garage\'s referral id)';

export function isPartnerRef(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_REF_PATTERN.test(value);
}

/** The ref from a URL query value, or null when absent or malformed (a bad ref is dropped, never an error). */
export function parsePartnerRef(value: string | null | undefined): string | null {
  return isPartnerRef(value) ? value : null;
}
