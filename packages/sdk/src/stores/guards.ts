import type { CartLine, CartState, GuestVehicle, WishlistItem } from '../schemas/stores.js';

/**
 * Hand-written readers of what the browser stores find in local storage: each answers a clean copy of a valid value,
 * or null. They mirror the zod schemas of schemas/stores.ts exactly (the same values accepted, the same output:
 * unknown keys dropped, defaults filled in, an absent optional key left absent), without zod, which the storefront's
 * first page would otherwise load for these alone (issue 9, docs/adr/0009). stores/guards.test.ts checks them against
 * the schemas on the same fixtures.
 *
 * zod's rules they follow: a number is finite (not NaN or ±Infinity); `int` is a safe integer; an object is any
 * non-null, non-array object, and a key is present when `key in value`; a default replaces `undefined` only (null is
 * checked as a value).
 */

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isPositiveInt = (value: unknown): value is number => isInt(value) && value > 0;
const isNonNegativeNumber = (value: unknown): value is number => isNumber(value) && value >= 0;
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length >= 1;
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * An optional key: absent, it stays absent (`{}`); present, its value must pass `check` (`undefined` passes, as with
 * zod's `optional`) and is copied.
 */
function optional<K extends string, T>(
  fields: Fields,
  key: K,
  check: (value: unknown) => value is T,
): { ok: boolean; entry: Partial<Record<K, T | undefined>> } {
  if (!(key in fields)) return { ok: true, entry: {} };
  const value = fields[key];
  if (value !== undefined && !check(value)) return { ok: false, entry: {} };
  return { ok: true, entry: { [key]: value } as Partial<Record<K, T | undefined>> };
}

/** A cart line (schemas/stores.ts `cartLine`), or null. */
export function parseCartLine(raw: unknown): CartLine | null {
  if (!isObject(raw)) return null;
  const { id, name, price, quantity, available } = raw;
  if (!isPositiveInt(id) || typeof name !== 'string' || !isNonNegativeNumber(price)) return null;
  if (!isInt(quantity) || quantity < 1 || !isInt(available) || available < 0) return null;
  const coverUrl = optional(raw, 'coverUrl', isNullableString);
  const shopId = optional(raw, 'shopId', isPositiveInt);
  const shopName = optional(raw, 'shopName', (value): value is string => typeof value === 'string');
  if (!coverUrl.ok || !shopId.ok || !shopName.ok) return null;
  // The schema's key order, so a line written back to storage reads the same as before.
  return { id, name, price, quantity, ...coverUrl.entry, available, ...shopId.entry, ...shopName.entry };
}

/** The whole cart (schemas/stores.ts `cartState`), or null: one unreadable line makes the whole cart unreadable. */
export function parseCartState(raw: unknown): CartState | null {
  if (!isObject(raw) || !Array.isArray(raw.items)) return null;
  const items: CartLine[] = [];
  for (let i = 0; i < raw.items.length; i++) {
    const line = parseCartLine(raw.items[i]);
    if (!line) return null;
    items.push(line);
  }
  const activeStep = raw.activeStep === undefined ? 0 : raw.activeStep;
  const billing = raw.billing === undefined ? null : raw.billing;
  const ref = raw.ref === undefined ? null : raw.ref;
  const zone = raw.zone === undefined ? null : raw.zone;
  const pickup = raw.pickup === undefined ? [] : raw.pickup;
  if (!isInt(activeStep) || activeStep < 0 || activeStep > 2) return null;
  if (billing !== null && !isPositiveInt(billing)) return null;
  if (ref !== null && (typeof ref !== 'string' || ref.length > 64)) return null;
  if (zone !== null && (typeof zone !== 'string' || zone.length > 60)) return null;
  if (!Array.isArray(pickup) || pickup.length > 100 || !pickup.every(isPositiveInt)) return null;
  return { items, activeStep, billing, ref, zone, pickup: [...pickup] };
}

/** A wishlist item (schemas/stores.ts `wishlistItem`), or null. */
export function parseWishlistItem(raw: unknown): WishlistItem | null {
  if (!isObject(raw)) return null;
  const { id, name, price } = raw;
  if (!isPositiveInt(id) || typeof name !== 'string' || !isNonNegativeNumber(price)) return null;
  const coverUrl = optional(raw, 'coverUrl', isNullableString);
  if (!coverUrl.ok) return null;
  return { id, name, price, ...coverUrl.entry };
}

/** A guest garage's vehicle (schemas/stores.ts `guestVehicle`), or null. */
export function parseGuestVehicle(raw: unknown): GuestVehicle | null {
  if (!isObject(raw)) return null;
  const { id, make, model, year, vin, nickname, active } = raw;
  if (!isNonEmptyString(id) || !isNonEmptyString(make) || !isNonEmptyString(model) || !isInt(year))
    return null;
  if (!isNullableString(vin) || !isNullableString(nickname) || typeof active !== 'boolean') return null;
  return { id, make, model, year, vin, nickname, active };
}
