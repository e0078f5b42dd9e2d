/**
 * Demo addresses and orders: saved addresses for the demo customer and a few others, and about sixty orders over
 * the twelve months before the seed runs, in every §4 status, written the way checkout and the status route write
 * them (vendor order per shop, item snapshots, `checkoutTotals`, history rows in the order of a real life cycle,
 * stock taken and — for cancelled, rejected and refunded orders — put back).
 *
 * Deterministic: the same PRNG seed and the same `now` give the same rows; only the dates move with `now` so the
 * demo always shows recent orders.
 */
import {
  COLLECTABLE_ORDER_STATUSES,
  checkoutTotals,
  deliveryDates,
  ghanaRegion,
  matchZone,
  type OrderStatus,
  type PaymentStatus,
  regionZone,
  type ZoneRate,
} from '@abossey/sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { reconcileStockLedger } from '../../services/stock-ledger.js';
import type { Db } from '../client.js';
import {
  addresses,
  businesses,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  vendorOrders,
} from '../schema.js';
import type { PersonSpec } from './catalogue.js';
import type { Prng } from './prng.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Who makes each change, as in `PUT /orders/:id/status`: the shop for fulfilment, the buyer asks to cancel. */
type Actor = 'buyer' | 'shop' | 'admin';

/**
 * The life cycle that ends in each status: the statuses after the initial `pending`, each with who sets it and
 * how long after the previous step (hours, min–max).
 */
export const PATHS: Record<OrderStatus, [OrderStatus, Actor, number, number][]> = {
  pending: [],
  pending_payment: [['pending_payment', 'admin', 1, 6]],
  processing: [['processing', 'shop', 1, 20]],
  pending_delivery: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
  ],
  order_picked: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
  ],
  delivered: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
  ],
  completed: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
    ['completed', 'admin', 48, 168],
  ],
  pending_cancellation: [
    ['processing', 'shop', 1, 20],
    ['pending_cancellation', 'buyer', 1, 24],
  ],
  cancelled: [
    ['pending_cancellation', 'buyer', 1, 12],
    ['cancelled', 'admin', 2, 30],
  ],
  rejected: [['rejected', 'shop', 2, 36]],
  pending_replacement: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
    ['pending_replacement', 'admin', 24, 96],
  ],
  replaced: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
    ['pending_replacement', 'admin', 24, 96],
    ['replaced', 'admin', 48, 120],
  ],
  pending_refund: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
    ['pending_refund', 'admin', 24, 96],
  ],
  refunded: [
    ['processing', 'shop', 1, 20],
    ['pending_delivery', 'shop', 4, 30],
    ['order_picked', 'shop', 2, 24],
    ['delivered', 'shop', 3, 72],
    ['pending_refund', 'admin', 24, 96],
    ['refunded', 'admin', 24, 120],
  ],
};

export const NOTES: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'Waiting for the mobile money payment',
  pending_delivery: 'Packed and waiting for the rider',
  order_picked: 'Picked up by the dispatch rider',
  delivered: 'Delivered to the buyer',
  pending_cancellation: 'Found the part cheaper at a nearby shop',
  cancelled: 'Cancelled at the buyer’s request',
  rejected: 'Part no longer available in this condition',
  pending_replacement: 'Wrong side delivered; buyer asked for a replacement',
  replaced: 'Replacement part delivered',
  pending_refund: 'Part did not fit; buyer asked for a refund',
  refunded: 'Refund sent by mobile money',
  completed: 'Order completed',
};

/** Statuses after which the seed puts the stock back on the shelf (a refunded demo order's parts came back). */
const RESTOCKED: readonly OrderStatus[] = ['cancelled', 'rejected', 'refunded'];
/** Orders this recent or newer are still moving; older ones have settled. */
const IN_FLIGHT: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'processing',
  'pending_delivery',
  'order_picked',
  'pending_cancellation',
  'pending_replacement',
  'pending_refund',
];

/** The demo customer's orders: one of nearly every status, so "My orders" has something in most tabs. */
const DEMO_CUSTOMER_STATUSES: OrderStatus[] = [
  'pending',
  'pending_payment',
  'processing',
  'pending_delivery',
  'order_picked',
  'delivered',
  'completed',
  'completed',
  'completed',
  'pending_cancellation',
  'cancelled',
  'rejected',
  'replaced',
  'refunded',
];
/** Statuses the other customers' orders must include at least once (every §4 status appears in the demo). */
const OTHERS_REQUIRED: OrderStatus[] = ['pending_replacement', 'pending_refund', 'delivered', 'cancelled'];
const OTHER_ORDER_COUNT = 46;

interface SeedCustomer {
  id: number;
  email: string;
  person: PersonSpec;
}

interface Place {
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
}

/** Saved addresses: index into the customers list → places (the first is the default). */
const SAVED: [number, (Place & { label?: string })[]][] = [
  [
    0,
    [
      {
        address: 'House 14, Mango Tree Avenue, East Legon',
        city: 'Accra',
        state: 'Greater Accra',
        zipCode: 'GA-364-1123',
      },
      {
        address: 'Silver Star Tower, 3rd Floor, Airport City',
        city: 'Accra',
        state: 'Greater Accra',
        zipCode: 'GA-145-0871',
      },
    ],
  ],
  [
    1,
    [
      {
        address: '7 Ahodwo Roundabout Road, Ahodwo',
        city: 'Kumasi',
        state: 'Ashanti',
        zipCode: 'AK-039-5542',
      },
    ],
  ],
  [2, [{ address: 'Community 11, House C45', city: 'Tema', state: 'Greater Accra', zipCode: 'GT-112-3390' }]],
  [3, [{ address: '22 Market Circle Road', city: 'Takoradi', state: 'Western', zipCode: 'WS-081-2276' }]],
  [
    4,
    [
      {
        address: 'Abura Junction, near the Total station',
        city: 'Cape Coast',
        state: 'Central',
        zipCode: null,
      },
    ],
  ],
];

/** Where customers without a saved address have their parts delivered. */
export const PLACES: Place[] = [
  { address: '18 Oxford Street, Osu', city: 'Accra', state: 'Greater Accra', zipCode: null },
  {
    address: 'Madina Zongo Junction, opposite the mosque',
    city: 'Accra',
    state: 'Greater Accra',
    zipCode: null,
  },
  { address: 'Adum, Prempeh II Street', city: 'Kumasi', state: 'Ashanti', zipCode: 'AK-015-2210' },
  { address: 'Kasoa New Market, Block B', city: 'Kasoa', state: 'Central', zipCode: null },
  { address: 'Tamale Central, Bolgatanga Road', city: 'Tamale', state: 'Northern', zipCode: 'NT-0021-4456' },
  { address: 'Ho Bankoe, near the stadium', city: 'Ho', state: 'Volta', zipCode: null },
];

interface StockRow {
  id: number;
  name: string;
  description: string;
  pricePesewas: number;
  images: string[];
  businessId: number;
  shopName: string;
  stock: number;
  createdAt: number;
}

export interface SeedOrdersOptions {
  rng: Prng;
  /** Customers, the demo customer first. */
  customers: SeedCustomer[];
  adminId: number;
  /** Shop id → the owner's user id (who makes the shop's status changes). */
  shopOwners: Map<number, number>;
  /** The seeding moment; every date lies in the twelve months before it. */
  now: number;
  /** Each shop's delivery zones: a demo order pays the fee of the zone serving its address, as checkout charges. */
  deliveryZones: Map<number, ZoneRate[]>;
}

/** Inserts the saved addresses and the demo orders. */
export async function seedOrders(db: Db, options: SeedOrdersOptions): Promise<void> {
  const { rng, customers, adminId, shopOwners } = options;
  // Whole hours, so a seed run twice within the hour gives identical rows.
  const now = Math.floor(options.now / HOUR) * HOUR;

  const saved = new Map<number, Place>();
  const addressRows: (typeof addresses.$inferInsert)[] = [];
  for (const [index, places] of SAVED) {
    const customer = customers[index];
    if (!customer) continue;
    places.forEach((place, i) => {
      if (i === 0) saved.set(customer.id, place);
      const at = new Date(now - (400 - index * 20 - i * 40) * DAY);
      addressRows.push({
        userId: customer.id,
        fullName: `${customer.person.firstName} ${customer.person.lastName}`,
        phone: customer.person.phone,
        ...place,
        country: 'Ghana',
        isDefault: i === 0,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  if (addressRows.length) await db.insert(addresses).values(addressRows);

  const stock: StockRow[] = (
    await db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        pricePesewas: products.pricePesewas,
        images: products.images,
        businessId: products.businessId,
        shopName: businesses.businessName,
        stock: products.stock,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(and(eq(businesses.status, 'active'), sql`${products.stock} >= 3`))
      .orderBy(asc(products.id))
  ).map((p) => ({ ...p, createdAt: p.createdAt.getTime() }));
  if (stock.length === 0) return;
  const shopIds = [...new Set(stock.map((p) => p.businessId))];

  const [demo, ...others] = customers;
  if (!demo) return;
  const plan: { buyer: SeedCustomer; status: OrderStatus }[] = DEMO_CUSTOMER_STATUSES.map((status) => ({
    buyer: demo,
    status,
  }));
  for (let i = 0; i < OTHER_ORDER_COUNT && others.length; i++) {
    const status =
      OTHERS_REQUIRED[i] ??
      rng.weighted(
        [
          'completed',
          'delivered',
          'processing',
          'pending',
          'pending_delivery',
          'cancelled',
          'refunded',
        ] as const,
        (s) =>
          ({
            completed: 12,
            delivered: 6,
            processing: 2,
            pending: 2,
            pending_delivery: 1,
            cancelled: 2,
            refunded: 1,
          })[s],
      );
    plan.push({ buyer: rng.pick(others), status });
  }

  // Build every order in memory first (dates, lines, totals), then insert them oldest first so ids follow time.
  const built = plan.map(({ buyer, status }) => {
    const settled = !IN_FLIGHT.includes(status);
    const steps = PATHS[status];
    const lifetime = steps.reduce((s, [, , , max]) => s + max * HOUR, 0);
    const age = settled ? rng.int(10, 360) * DAY : rng.int(1, 14) * DAY;
    const placed = now - Math.max(age, lifetime + DAY) - rng.int(0, 10 * 60) * 60_000;

    const shopCount = rng.chance(0.25) ? 2 : 1;
    const chosenShops = rng.sample(shopIds, shopCount).sort((a, b) => a - b);
    const lines: { product: StockRow; quantity: number }[] = [];
    for (const shopId of chosenShops) {
      const candidates = stock.filter((p) => p.businessId === shopId && p.createdAt < placed && p.stock >= 3);
      for (const product of rng.sample(candidates, rng.int(1, 3))) {
        // Never empty a shelf: the demo catalogue's "out of stock" products stay the seeded ones.
        const quantity = Math.min(
          rng.weighted([1, 2, 4] as const, (q) => ({ 1: 70, 2: 25, 4: 5 })[q]),
          product.stock - 2,
        );
        product.stock -= quantity;
        lines.push({ product, quantity });
      }
    }
    if (RESTOCKED.includes(status)) for (const line of lines) line.product.stock += line.quantity;

    let at = placed;
    const history = steps.map(([next, actor, min, max]) => {
      at += rng.int(min * 60, max * 60) * 60_000;
      // When two shops share an order, the second one makes the same step a little later (under the 1 h gap).
      return { status: next, actor, at, lag: rng.int(10, 50) * 60_000 };
    });
    return { buyer, status, placed, lines, history, place: saved.get(buyer.id) ?? rng.pick(PLACES) };
  });
  built.sort((a, b) => a.placed - b.placed);

  const sold = new Map<number, number>();
  for (const [index, order] of built.entries()) {
    if (order.lines.length === 0) continue;
    const byShop = new Map<number, typeof order.lines>();
    for (const line of order.lines)
      byShop.set(line.product.businessId, [...(byShop.get(line.product.businessId) ?? []), line]);
    const subtotal = order.lines.reduce((s, l) => s + l.product.pricePesewas * l.quantity, 0);
    const totals = checkoutTotals(subtotal, 0);
    // Delivery as checkout works it out (ADR 0026): the zone of the address's region, its fee and dates.
    const region = ghanaRegion(order.place.state);
    const zone = region ? regionZone(region) : null;
    const rateOf = (shopId: number) =>
      zone ? matchZone(options.deliveryZones.get(shopId) ?? [], zone) : null;
    const deliveryFee = [...byShop.keys()].reduce((s, shopId) => s + (rateOf(shopId)?.feePesewas ?? 0), 0);
    const last = order.history.at(-1);
    const updatedAt = new Date(
      !last ? order.placed : last.actor === 'shop' ? last.at + (byShop.size - 1) * last.lag : last.at,
    );
    const [row] = await db
      .insert(orders)
      .values({
        userId: order.buyer.id,
        status: order.status,
        subtotalPesewas: totals.subtotalPesewas,
        discountPesewas: totals.discountPesewas,
        serviceChargePesewas: totals.serviceChargePesewas,
        deliveryFeePesewas: deliveryFee,
        totalAmountPesewas: totals.totalPesewas + deliveryFee,
        transitType: 'standard',
        deliveryToName: `${order.buyer.person.firstName} ${order.buyer.person.lastName}`,
        deliveryToPhone: order.buyer.person.phone,
        deliveryToAddress: order.place.address,
        deliveryToCity: order.place.city,
        deliveryToState: order.place.state,
        deliveryToZipCode: order.place.zipCode,
        deliveryToCountry: 'Ghana',
        customerEmail: order.buyer.email,
        partnerRef: partnerRefOf(index),
        createdAt: new Date(order.placed),
        updatedAt,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('demo order insert returned nothing');

    const vendorOrderIds: { id: number; shopId: number }[] = [];
    for (const [shopId, lines] of byShop) {
      const rate = rateOf(shopId);
      const dates = rate ? deliveryDates(new Date(order.placed), rate.minDays, rate.maxDays) : null;
      const [vo] = await db
        .insert(vendorOrders)
        .values({
          orderId: row.id,
          businessId: shopId,
          vendorName: lines[0]?.product.shopName ?? `Shop ${shopId}`,
          status: order.status,
          paymentStatus: paymentStatusOf(order.status),
          subTotalPesewas: lines.reduce((s, l) => s + l.product.pricePesewas * l.quantity, 0),
          shippingFeePesewas: rate?.feePesewas ?? 0,
          taxPesewas: 0,
          deliveryMethod: 'delivery',
          deliveryZone: zone,
          deliveryEarliest: dates?.earliest ?? null,
          deliveryLatest: dates?.latest ?? null,
          trackingNumber: order.history.some((h) => h.status === 'order_picked')
            ? `GH${String(row.id).padStart(5, '0')}${String(shopId).padStart(3, '0')}`
            : null,
          createdAt: new Date(order.placed),
          updatedAt,
        })
        .returning({ id: vendorOrders.id });
      if (!vo) throw new Error('demo vendor order insert returned nothing');
      vendorOrderIds.push({ id: vo.id, shopId });
      await db.insert(orderItems).values(
        lines.map((l) => ({
          orderId: row.id,
          vendorOrderId: vo.id,
          productId: l.product.id,
          productName: l.product.name,
          productDescription: l.product.description,
          pricePesewas: l.product.pricePesewas,
          quantity: l.quantity,
          images: l.product.images,
          createdAt: new Date(order.placed),
        })),
      );
      if (!RESTOCKED.includes(order.status))
        for (const l of lines) sold.set(l.product.id, (sold.get(l.product.id) ?? 0) + l.quantity);
    }

    // As the status route writes them: shop changes one row per vendor order, others one row for the order.
    await db.insert(orderStatusHistory).values([
      {
        orderId: row.id,
        status: 'pending' as const,
        note: 'Order placed',
        changedByUserId: order.buyer.id,
        createdAt: new Date(order.placed),
      },
      ...order.history.flatMap((h) => {
        const base = {
          orderId: row.id,
          status: h.status,
          note: NOTES[h.status] ?? null,
          createdAt: new Date(h.at),
        };
        if (h.actor === 'shop')
          return vendorOrderIds.map((vo, k) => ({
            ...base,
            createdAt: new Date(h.at + k * h.lag),
            vendorOrderId: vo.id,
            changedByUserId: shopOwners.get(vo.shopId) ?? adminId,
          }));
        return [{ ...base, changedByUserId: h.actor === 'buyer' ? order.buyer.id : adminId }];
      }),
    ]);
  }

  // Stock and total_sold as checkout (and the restock on cancel/reject/refund) left them.
  for (const product of stock) {
    const units = sold.get(product.id);
    if (units === undefined) continue;
    await db
      .update(products)
      .set({ stock: product.stock, totalSold: sql`${products.totalSold} + ${units}` })
      .where(eq(products.id, product.id));
  }
  // The stock ledger's rows for these orders: a sale per line, and the restock of cancelled, rejected and refunded ones.
  await reconcileStockLedger(db);
}

/**
 * The partner garages whose embedded widgets sent some demo orders (issue 7), so the admin's partner report is not
 * empty: every fourth order, in turn. Chosen by position, not by the generator, so the rest of the seed is unchanged.
 */
export const DEMO_PARTNER_REFS = ['kwame-motors', 'tema-auto-clinic', 'suame-fitters'] as const;
const partnerRefOf = (index: number): string | null =>
  index % 4 === 1 ? (DEMO_PARTNER_REFS[Math.floor(index / 4) % DEMO_PARTNER_REFS.length] ?? null) : null;

/**
 * A seeded shop order's payment, as the payment transitions leave it (pay on delivery): collected once the goods are
 * with the rider or the buyer — by mobile money for completed orders, in cash otherwise — refunded or cancelled with
 * the order, awaiting confirmation before.
 */
export function paymentStatusOf(status: OrderStatus): PaymentStatus {
  if (status === 'refunded') return 'refunded';
  if (status === 'cancelled' || status === 'rejected') return 'cancelled';
  if (status === 'completed') return 'momo_collected';
  if (COLLECTABLE_ORDER_STATUSES.includes(status)) return 'cash_collected';
  return 'pending_confirmation';
}
