import { int, z } from '../zod.js';

/**
 * What the browser stores keep in local storage (stores/cart.ts, wishlist.ts, garage.ts), as zod schemas: the
 * declarative form of those shapes and the source of their types. The stores do not use them: they run on the
 * storefront's first page, where zod would cost about 10 KB gzip (issue 9, docs/adr/0009). They read storage with the
 * hand-written guards of stores/guards.ts instead, and stores/guards.test.ts feeds both the same valid and invalid
 * values and checks they agree (same result, same output, same keys), so the two cannot drift apart.
 */

export const cartLine = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  /** GH₵, two decimals, as last seen. */
  price: z.number().check(z.nonnegative()),
  quantity: z.number().check(z.int(), z.minimum(1)),
  coverUrl: z.optional(z.nullable(z.string())),
  /** Stock when the line was last refreshed; 0 means the part sold out. */
  available: z.number().check(z.int(), z.nonnegative()),
  shopId: z.optional(z.number().check(z.int(), z.positive())),
  shopName: z.optional(z.string()),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartState = z.object({
  items: z.array(cartLine),
  /** Checkout step (§2: 0 cart, 1 payment, 2 completed). */
  activeStep: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
  /** Saved address id chosen for billing/delivery. */
  billing: z._default(z.nullable(z.number().check(z.int(), z.positive())), null),
  /** The partner garage that sent this buyer (widgets' `ref`), credited on the order. */
  ref: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
  /** The buyer's delivery zone (issue 25; a `DELIVERY_ZONES` id), for the cart's delivery fees and dates. */
  zone: z._default(z.nullable(z.string().check(z.maxLength(60))), null),
  /** The shops whose parts the buyer collects (pickup) instead of having them delivered. */
  pickup: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(100)), []),
});
export type CartState = z.infer<typeof cartState>;

export const wishlistItem = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
  coverUrl: z.optional(z.nullable(z.string())),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const guestVehicle = z.object({
  /** A local id ("g1", "g2", …); server vehicles have numeric ids. */
  id: z.string().check(z.minLength(1)),
  make: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  year: int(),
  vin: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  active: z.boolean(),
});
export type GuestVehicle = z.infer<typeof guestVehicle>;
