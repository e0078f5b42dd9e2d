/**
 * The demo seed: shops in Abossey Okai, Suame Magazine, Kokompe and Kaneshie, their owners, a realistic catalogue
 * with reviews (verified purchases from the delivered orders, and older unverified ones), three demo accounts, saved
 * addresses and a year of orders. Runs once, on an empty database, in one transaction.
 */
import { RECEIVED_STATUSES } from '@abossey/sdk';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords.js';
import type { Db } from '../client.js';
import {
  businessDeliveryZones,
  businesses,
  businessMembers,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  reviews,
  users,
  vendorOrders,
} from '../schema.js';
import { customers, markets, type PersonSpec, reviewComments, shops, vendors } from './catalogue.js';
import { demoDeliveryZones, demoPickupOffered } from './delivery.js';
import { shopImageUrl } from './images.js';
import { seedOrders } from './orders.js';
import { Prng, slugify } from './prng.js';
import { analyzeCatalogue, seedProducts } from './products.js';

export { writeSeedImages } from './images.js';
export { seedProducts } from './products.js';

/** How many products the demo seed lists (a few belong to an inactive and a pending shop, so they stay hidden). */
export const DEMO_PRODUCT_COUNT = 400;
const DEMO_SEED = 233;
const DAY = 24 * 60 * 60 * 1000;

export interface DemoAccount {
  role: 'admin' | 'vendor' | 'customer';
  email: string;
  username: string;
  password: string;
}

/** Demo logins. Every other seeded vendor and customer uses the same password as its role's demo account. */
export const demoAccounts: DemoAccount[] = [
  { role: 'admin', email: 'admin@abossey.test', username: 'admin', password: 'Admin1234' },
  { role: 'vendor', email: 'vendor@abossey.test', username: 'vendor', password: 'Vendor1234' },
  { role: 'customer', email: 'customer@abossey.test', username: 'customer', password: 'Customer1234' },
];

/** True when there are no users, shops or products yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${users}) or exists (select 1 from ${businesses}) or exists (select 1 from ${products})`,
    })
    .from(sql`(select 1) as one`);
  return !row?.any;
}

/** Seeds the demo data when the database is empty. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await seedDemo(tx);
  });
  await analyzeCatalogue(db);
  return true;
}

/** `now`: the moment the demo orders are dated back from (they cover the twelve months before it). */
export async function seedDemo(db: Db, now = Date.now()): Promise<void> {
  const rng = new Prng(DEMO_SEED);
  const [adminAccount, vendorAccount, customerAccount] = demoAccounts as [
    DemoAccount,
    DemoAccount,
    DemoAccount,
  ];
  // One hash per role: hashing is deliberately slow, and these are public demo passwords anyway.
  const [adminHash, vendorHash, customerHash] = await Promise.all(
    demoAccounts.map((account) => hashPassword(account.password)),
  );

  const person = (p: PersonSpec, userType: 'vendor' | 'customer', passwordHash: string, email: string) => ({
    email,
    username: p.username,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    userType,
    isAdmin: false,
    userCategory: userType === 'vendor' ? 'supplier' : rng.pick(['car owner', 'mechanic', 'car owner']),
    passwordHash,
  });

  const [adminRow] = await db
    .insert(users)
    .values({
      email: adminAccount.email,
      username: adminAccount.username,
      firstName: 'Ama',
      lastName: 'Darko',
      phone: '+233302123456',
      userType: 'admin',
      isAdmin: true,
      userCategory: 'staff',
      passwordHash: adminHash as string,
    })
    .returning({ id: users.id });
  const vendorRows = await db
    .insert(users)
    .values(
      vendors.map((v, i) =>
        person(
          v,
          'vendor',
          vendorHash as string,
          i === 0 ? vendorAccount.email : `${v.username}@abossey.test`,
        ),
      ),
    )
    .returning({ id: users.id });
  const customerRows = await db
    .insert(users)
    .values(
      customers.map((c, i) =>
        person(
          c,
          'customer',
          customerHash as string,
          i === 0 ? customerAccount.email : `${c.username}@abossey.test`,
        ),
      ),
    )
    .returning({ id: users.id });

  const shopRows = await db
    .insert(businesses)
    .values(
      shops.map((shop, i) => {
        const market = markets[shop.market];
        return {
          name: shop.name,
          businessName: shop.name,
          description: `${shop.blurb} Find us at ${shop.market}, ${market.city}.`,
          address: `${rng.int(1, 120)} ${rng.pick(market.streets)}, ${shop.market}, ${market.city}`,
          gpsAddress: `${market.gpsPrefix}${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
          phone: `+233${rng.pick(['24', '54', '55', '20', '50', '27', '26', '57'])}${rng.int(1_000_000, 9_999_999)}`,
          email: `${slugify(shop.name)}@shops.abossey.test`,
          country: 'Ghana',
          imageUrl: shopImageUrl(shop.name),
          status: shop.status,
          pickupOffered: demoPickupOffered(i),
          createdAt: new Date(Date.UTC(2024, 0, 8) + i * 9 * 24 * 60 * 60 * 1000),
        };
      }),
    )
    .returning({ id: businesses.id });

  await db.insert(businessMembers).values(
    shops.map((shop, i) => ({
      businessId: (shopRows[i] as { id: number }).id,
      userId: (vendorRows[shop.owner] as { id: number }).id,
      role: 'owner' as const,
    })),
  );

  const deliveryZones = new Map(
    shops.map((shop, i) => [
      (shopRows[i] as { id: number }).id,
      demoDeliveryZones(markets[shop.market].region),
    ]),
  );
  await db
    .insert(businessDeliveryZones)
    .values(
      [...deliveryZones].flatMap(([businessId, zones]) => zones.map((zone) => ({ businessId, ...zone }))),
    );

  const { productIds } = await seedProducts(db, {
    count: DEMO_PRODUCT_COUNT,
    seed: DEMO_SEED,
    analyze: false,
    shops: shops.map((shop, i) => ({ id: (shopRows[i] as { id: number }).id, specialty: shop.specialty })),
  });

  await seedReviews(
    db,
    rng,
    productIds,
    customerRows.map((c) => c.id),
    now,
  );

  await seedOrders(db, {
    rng,
    now,
    deliveryZones,
    adminId: (adminRow as { id: number }).id,
    customers: customers.map((person, i) => ({
      id: (customerRows[i] as { id: number }).id,
      email: i === 0 ? customerAccount.email : `${person.username}@abossey.test`,
      person,
    })),
    shopOwners: new Map(
      shops.map((shop, i) => [
        (shopRows[i] as { id: number }).id,
        (vendorRows[shop.owner] as { id: number }).id,
      ]),
    ),
  });

  await seedVerifiedReviews(db, rng, (customerRows[0] as { id: number }).id, now);
}

/**
 * About four products in ten get one to four reviews from different customers, mostly good, dated between two days
 * after the listing and `now` (so the dashboards' reviews of the current year are never empty).
 */
async function seedReviews(
  db: Db,
  rng: Prng,
  productIds: number[],
  customerIds: number[],
  now: number,
): Promise<void> {
  const created = new Map(
    (
      await db
        .select({ id: products.id, createdAt: products.createdAt })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
    ).map((p) => [p.id, p.createdAt.getTime()]),
  );
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const productId of productIds) {
    if (!rng.chance(0.4)) continue;
    for (const userId of rng.sample(customerIds, rng.int(1, 4))) {
      const rating = rng.weighted([5, 4, 3, 2, 1] as const, (r) => ({ 5: 45, 4: 30, 3: 15, 2: 7, 1: 3 })[r]);
      const earliest = (created.get(productId) ?? Date.UTC(2025, 0, 1)) + 2 * DAY;
      const at = new Date(earliest + Math.floor(rng.next() * Math.max(0, now - DAY - earliest)));
      rows.push({
        productId,
        userId,
        rating,
        comment: rng.pick(reviewComments[rating]),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(reviews).values(rows.slice(i, i + 500));
}

/**
 * Verified purchases (issue 25). A seeded review whose author later received that product (a delivered shop order, or
 * one that went on to a replacement, refund or completion) and which is dated after the delivery becomes verified;
 * about six in ten received lines without a review get one, a few days after the delivery (none past `now`). The other
 * reviews stay unverified, as reviews written before the rule. The demo customer's latest received part stays
 * unreviewed, so the demo can show writing a verified review.
 */
async function seedVerifiedReviews(db: Db, rng: Prng, demoCustomerId: number, now: number): Promise<void> {
  const received = await db
    .select({
      productId: orderItems.productId,
      userId: orders.userId,
      deliveredAt: sql<Date>`coalesce(${orderStatusHistory.createdAt}, ${vendorOrders.updatedAt})`.mapWith(
        (value: Date | string) => new Date(value),
      ),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .leftJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.vendorOrderId, vendorOrders.id), eq(orderStatusHistory.status, 'delivered')),
    )
    .where(
      and(
        inArray(vendorOrders.status, [...RECEIVED_STATUSES]),
        isNotNull(orderItems.productId),
        isNotNull(orders.userId),
      ),
    )
    .orderBy(asc(orderItems.id));
  const existing = await db
    .select({ id: reviews.id, productId: reviews.productId, userId: reviews.userId, at: reviews.createdAt })
    .from(reviews);
  const reviewOf = new Map(existing.map((r) => [`${r.productId}:${r.userId}`, r]));
  const demoLatest = received
    .filter((line) => line.userId === demoCustomerId)
    .reduce<(typeof received)[number] | undefined>(
      (latest, line) => (latest && latest.deliveredAt >= line.deliveredAt ? latest : line),
      undefined,
    );

  const verified: number[] = [];
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const line of received) {
    const key = `${line.productId}:${line.userId}`;
    const review = reviewOf.get(key);
    if (review) {
      // A review seeded just above is verified already.
      if (review.id !== 0 && review.at > line.deliveredAt) verified.push(review.id);
      continue;
    }
    if (line === demoLatest || !rng.chance(0.6)) continue;
    const rating = rng.weighted([5, 4, 3, 2, 1] as const, (r) => ({ 5: 50, 4: 30, 3: 12, 2: 5, 1: 3 })[r]);
    const at = new Date(line.deliveredAt.getTime() + rng.int(6, 10 * 24) * 60 * 60 * 1000);
    if (at.getTime() >= now) continue;
    rows.push({
      productId: line.productId as number,
      userId: line.userId,
      rating,
      comment: rng.pick(reviewComments[rating]),
      verified: true,
      createdAt: at,
      updatedAt: at,
    });
    reviewOf.set(key, { id: 0, productId: line.productId as number, userId: line.userId, at });
  }
  if (verified.length) await db.update(reviews).set({ verified: true }).where(inArray(reviews.id, verified));
  if (rows.length) await db.insert(reviews).values(rows);
}

/** The demo accounts that exist in this database (to print at start). */
export async function existingDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        demoAccounts.map((a) => a.email),
      ),
    );
  const emails = new Set(found.map((f) => f.email.toLowerCase()));
  return demoAccounts.filter((a) => emails.has(a.email));
}
