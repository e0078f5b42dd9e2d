/**
 * Delivery (issue 25, ADR 0026): a shop's zones and pickup (`GET`/`PUT /business/{id}/delivery`) and the checkout
 * quote (`POST /checkout/quote`) that shows each shop's fee and dates before the order is placed. Money in GH₵.
 */
import {
  DELIVERY_MAX_DAYS,
  DELIVERY_MAX_FEE_PESEWAS,
  DELIVERY_MAX_ZONES,
  DELIVERY_METHODS,
  isDeliveryZone,
} from '../domain/delivery.js';
import { ORDER_MAX_LINES } from '../domain/order-limits.js';
import { int, z } from '../zod.js';

export const DELIVERY_MESSAGES = {
  zoneUnknown: 'Choose a delivery zone from the list',
  zoneTwice: 'Each delivery zone may be listed once',
  feeInvalid: 'Delivery fee must be between GH₵ 0 and GH₵ 10,000 with at most two decimals',
  daysInvalid: 'Days must be a whole number from 0 to 60',
  daysOrder: 'Maximum days must not be less than minimum days',
} as const;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A zone id from `DELIVERY_ZONES` (`ashanti`, `accra-ayawaso-west`). */
export const deliveryZoneId = z
  .string({ error: DELIVERY_MESSAGES.zoneUnknown })
  .check(
    z.maxLength(60, DELIVERY_MESSAGES.zoneUnknown),
    z.refine(isDeliveryZone, DELIVERY_MESSAGES.zoneUnknown),
  );

export const deliveryMethod = z.enum(DELIVERY_METHODS, {
  error: 'Delivery method must be delivery or pickup',
});

const days = z
  .number({ error: DELIVERY_MESSAGES.daysInvalid })
  .check(
    z.int(DELIVERY_MESSAGES.daysInvalid),
    z.minimum(0, DELIVERY_MESSAGES.daysInvalid),
    z.maximum(DELIVERY_MAX_DAYS, DELIVERY_MESSAGES.daysInvalid),
  );

/** One zone a shop delivers to: its fee in GH₵ and the days it takes (min ≤ max). */
export const deliveryZoneRateInput = z
  .object({
    zone: deliveryZoneId,
    fee: z
      .number({ error: DELIVERY_MESSAGES.feeInvalid })
      .check(
        z.minimum(0, DELIVERY_MESSAGES.feeInvalid),
        z.maximum(DELIVERY_MAX_FEE_PESEWAS / 100, DELIVERY_MESSAGES.feeInvalid),
        z.refine(twoDecimals, DELIVERY_MESSAGES.feeInvalid),
      ),
    minDays: days,
    maxDays: days,
  })
  .check(
    z.refine((rate) => rate.maxDays >= rate.minDays, {
      message: DELIVERY_MESSAGES.daysOrder,
      path: ['maxDays'],
    }),
  );
export type DeliveryZoneRateInput = z.input<typeof deliveryZoneRateInput>;

/** `PUT /business/{id}/delivery` data: the whole list (it replaces the shop's zones) and whether pickup is offered. */
export const businessDeliveryInput = z.object({
  pickupOffered: z.boolean({ error: 'Pickup must be true or false' }),
  zones: z.array(deliveryZoneRateInput, { error: 'Zones must be a list' }).check(
    z.maxLength(DELIVERY_MAX_ZONES, DELIVERY_MESSAGES.zoneTwice),
    z.refine(
      (zones) => new Set(zones.map((zone) => zone.zone)).size === zones.length,
      DELIVERY_MESSAGES.zoneTwice,
    ),
  ),
});
export type BusinessDeliveryInput = z.input<typeof businessDeliveryInput>;
export const businessDeliveryBody = z.object({ data: businessDeliveryInput });

export const deliveryZoneRate = z.object({
  zone: z.string(),
  fee: z.number(),
  minDays: int(),
  maxDays: int(),
});
export type DeliveryZoneRate = z.infer<typeof deliveryZoneRate>;

/** A shop's delivery settings (public): zones in `DELIVERY_ZONES` order, pickup, and where pickup happens. */
export const businessDelivery = z.object({
  businessId: int(),
  pickupOffered: z.boolean(),
  /** The shop's address, where pickup happens. */
  pickupAddress: z.string(),
  zones: z.array(deliveryZoneRate),
});
export type BusinessDelivery = z.infer<typeof businessDelivery>;
export const businessDeliveryResponse = z.object({ data: businessDelivery });

/** A shop's choice at checkout (default: delivery). */
export const shopDeliveryChoice = z.object({
  businessId: z.number().check(z.int(), z.positive()),
  method: deliveryMethod,
});
export type ShopDeliveryChoice = z.infer<typeof shopDeliveryChoice>;

/** The per-shop choices of a checkout or quote: at most one per shop. */
export const shopDeliveryChoices = z.array(shopDeliveryChoice).check(
  z.maxLength(ORDER_MAX_LINES),
  z.refine(
    (choices) => new Set(choices.map((c) => c.businessId)).size === choices.length,
    'Choose one delivery method per shop',
  ),
);

/** One shop's part of a quote. `delivers` false: it has no zone serving the buyer's zone (or no zone was chosen). */
export const shopQuote = z.object({
  businessId: int(),
  name: z.string(),
  subTotal: z.number(),
  method: deliveryMethod,
  pickupOffered: z.boolean(),
  pickupAddress: z.string(),
  delivers: z.boolean(),
  /** The fee of the chosen method in GH₵ (0 for pickup, and while it does not deliver). */
  fee: z.number(),
  /**
   * Delivery's fee and dates, whatever the chosen method; null when it does not deliver to the zone. Days and dates
   * are null for a shop that has not set up delivery (no zones, no pickup): it delivers everywhere free, undated.
   */
  delivery: z.nullable(
    z.object({
      fee: z.number(),
      minDays: z.nullable(int()),
      maxDays: z.nullable(int()),
      earliest: z.nullable(z.string()),
      latest: z.nullable(z.string()),
    }),
  ),
});
export type ShopQuote = z.infer<typeof shopQuote>;

/** The quote: totals follow the checkout rule (service charge on the subtotal only; ADR 0026). */
export const checkoutQuote = z.object({
  zone: z.nullable(z.string()),
  shops: z.array(shopQuote),
  subTotal: z.number(),
  deliveryFee: z.number(),
  serviceCharge: z.number(),
  total: z.number(),
  /** False when some shop cannot deliver (and has no pickup chosen): checkout would refuse. */
  complete: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;
export const checkoutQuoteResponse = z.object({ data: checkoutQuote });
