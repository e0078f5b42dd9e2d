/**
 * The marketplace-scale seed for benchmarks (issue 9): the demo data (so the demo logins work), then more shops up
 * to `shops`, a few hundred buyers, `products` listings over every make, model and year, their reviews and
 * `orders` orders — each written the way the app writes them. Deterministic for a given seed and `now`.
 *
 * Speed: every table is filled with multi-row inserts of a few thousand rows inside one transaction. The per-row
 * search-text trigger and the trigram index would otherwise dominate (each product row written twice, the GIN
 * index updated row by row), so for the bulk load they are switched off and the search text is computed once in
 * one set-based UPDATE with the same SQL function the trigger uses; the index is then built in one pass. Both are
 * switched back on before the transaction commits, so a failure leaves nothing half-done. A superuser also skips
 * the foreign-key checks of the generated rows. Products keep their generated sales history (`total_sold`); the
 * generated orders are not added to it (that update alone rewrote every sold product row).
 */
import { checkoutTotals, type OrderStatus } from '@abossey/sdk';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../services/passwords.js';
import { reconcileStockLedger } from '../../services/stock-ledger.js';
import type { Db } from '../client.js';
import {
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
import { shops as demoShops, markets, reviewComments, vehicleModels } from './catalogue.js';
import { shopImageUrl } from './images.js';
import { DEMO_PRODUCT_COUNT, demoAccounts, seedDemo } from './index.js';
import { NOTES, PATHS, PLACES, paymentStatusOf } from './orders.js';
import { Prng, slugify } from './prng.js';
import { analyzeCatalogue, draftProduct, seedCatalog } from './products.js';

export interface ScaleSeedOptions {
  products: number;
  orders: number;
  shops: number;
  /** Buyers placing the orders and writing the reviews (besides the demo ones). */
  buyers?: number;
  seed?: number;
  now?: number;
  /** Called after each phase with its name and duration in ms. */
  onPhase?: (phase: string, ms: number) => void;
}

export interface ScaleSeedResult {
  products: number;
  shops: number;
  reviews: number;
  orders: number;
  users: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ROWS = 2000;

const firstNames = [
  'Kwame',
  'Ama',
  'Kofi',
  'Akosua',
  'Yaw',
  'Adwoa',
  'Kwabena',
  'Abena',
  'Kojo',
  'Efua',
  'Kwesi',
  'Esi',
  'Fiifi',
  'Aisha',
  'Ibrahim',
  'Selorm',
  'Edem',
  'Naa',
  'Nii',
  'Mawuli',
];
const lastNames = [
  'Mensah',
  'Owusu',
  'Boateng',
  'Asante',
  'Osei',
  'Agyeman',
  'Appiah',
  'Darko',
  'Tetteh',
  'Quaye',
  'Addo',
  'Amoah',
  'Ansah',
  'Bonsu',
  'Abdulai',
  'Agbeko',
];
const shopWords = [
  'Auto Spares',
  'Motor Parts',
  'Spare Parts Centre',
  'Genuine Spares',
  'Auto Electricals',
  'Gearbox & Diesel',
  'Tyres & Batteries',
  'Body Parts',
];
const shopOwners = [
  'Adom',
  'Nhyira',
  'Onyame',
  'Ebenezer',
  'Kantamanto',
  'Sakumono',
  'Tesano',
  'Achimota',
  'Dansoman',
  'Adabraka',
  'Asafo',
  'Bantama',
  'Tafo',
];
const makes = [...new Set(vehicleModels.map((m) => m.make))];

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS) await insert(rows.slice(i, i + ROWS));
}

/**
 * Inserts rows (drizzle's insert shape) as ONE JSON parameter per 5,000 rows — `insert … select from
 * json_to_recordset` — instead of one bind parameter per value; returns the new ids in the rows' order.
 */
async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key]);
  const names = keys.map((key) => `"${(columns[key] as PgColumn).name}"`);
  const types = keys.map((key, i) => `${names[i]} ${(columns[key] as PgColumn).getSQLType()}`);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000).map((row, n) => {
      const out: Record<string, unknown> = { _n: n };
      for (const key of keys)
        out[(columns[key] as PgColumn).name] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    });
    const result = await db.execute<{ id: number }>(
      sql`insert into ${table} (${sql.raw(names.join(', '))})
          select ${sql.raw(names.join(', '))}
            from json_to_recordset(${JSON.stringify(chunk)}::json) as x(${sql.raw([...types, '"_n" int'].join(', '))})
           order by "_n"
          returning id`,
    );
    ids.push(...rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
  }
  return ids;
}

/** Fills an EMPTY, migrated database. Run it inside a transaction (the CLI does). */
export async function seedScale(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const rng = new Prng(options.seed ?? 9_100_000);
  const now = Math.floor((options.now ?? Date.now()) / HOUR) * HOUR;
  let mark = performance.now();
  const phase = (name: string) => {
    const t = performance.now();
    options.onPhase?.(name, t - mark);
    mark = t;
  };

  await seedDemo(db, now);
  phase('demo data');

  const [vendorHash, customerHash] = await Promise.all([
    hashPassword((demoAccounts[1] as { password: string }).password),
    hashPassword((demoAccounts[2] as { password: string }).password),
  ]);

  // More shops, each with its own owner.
  const extraShops = Math.max(0, options.shops - demoShops.length);
  const marketNames = Object.keys(markets) as (keyof typeof markets)[];
  const person = (i: number) => ({
    firstName: firstNames[i % firstNames.length] as string,
    lastName: lastNames[Math.floor(i / firstNames.length) % lastNames.length] as string,
  });
  const ownerRows = extraShops
    ? await db
        .insert(users)
        .values(
          Array.from({ length: extraShops }, (_, i) => ({
            ...person(i + 7),
            email: `vendor${i + 1}@scale.abossey.test`,
            username: `scale.vendor${i + 1}`,
            phone: `+23324${String(1_000_000 + i * 7919).slice(-7)}`,
            userType: 'vendor' as const,
            userCategory: 'supplier',
            passwordHash: vendorHash,
          })),
        )
        .returning({ id: users.id })
    : [];
  const newShops = Array.from({ length: extraShops }, (_, i) => {
    const market = marketNames[i % marketNames.length] as keyof typeof markets;
    const where = markets[market];
    const name = `${shopOwners[i % shopOwners.length]} ${shopWords[Math.floor(i / shopOwners.length + i) % shopWords.length]} ${market}${i >= shopOwners.length * 2 ? ` ${i}` : ''}`;
    return {
      name,
      businessName: name,
      description: `Parts for every make, in ${market}, ${where.city}.`,
      address: `${rng.int(1, 120)} ${rng.pick(where.streets)}, ${market}, ${where.city}`,
      gpsAddress: `${where.gpsPrefix}${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
      phone: `+23355${rng.int(1_000_000, 9_999_999)}`,
      email: `${slugify(name)}@shops.abossey.test`,
      country: 'Ghana',
      imageUrl: shopImageUrl(name),
      status: 'active' as const,
      specialty: rng.sample(makes, 2),
    };
  });
  const newShopRows = newShops.length
    ? await db
        .insert(businesses)
        .values(newShops.map(({ specialty: _, ...shop }) => shop))
        .returning({ id: businesses.id })
    : [];
  if (newShopRows.length)
    await db.insert(businessMembers).values(
      newShopRows.map((shop, i) => ({
        businessId: shop.id,
        userId: (ownerRows[i] as { id: number }).id,
        role: 'owner' as const,
      })),
    );

  // Buyers.
  const buyerCount = options.buyers ?? 500;
  const buyerRows: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
  }[] = [];
  await insertAll(
    Array.from({ length: buyerCount }, (_, i) => ({
      ...person(i),
      email: `buyer${i + 1}@scale.abossey.test`,
      username: `scale.buyer${i + 1}`,
      phone: `+23320${String(1_000_000 + i * 104_729).slice(-7)}`,
      userType: 'customer' as const,
      userCategory: rng.pick(['car owner', 'mechanic', 'car owner']),
      passwordHash: customerHash,
    })),
    async (chunk) =>
      buyerRows.push(
        ...(await db.insert(users).values(chunk).returning({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
        })),
      ),
  );
  phase(`${extraShops} shops, ${buyerCount} buyers`);

  // Products: the search-text trigger and trigram index are rebuilt once at the end (see the file comment).
  // A superuser may also skip the foreign-key checks of the bulk rows (they are generated from ids read back from
  // the database, so they hold); `set local` ends with the transaction.
  const [role] = rowsOf<{ super: boolean }>(
    await db.execute(sql`select rolsuper as super from pg_roles where rolname = current_user`),
  );
  if (role?.super) await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(sql`alter table products disable trigger products_search_text`);
  await db.execute(sql`alter table product_vehicles disable trigger product_vehicles_search_text_insert`);
  await db.execute(sql`drop index products_search_text_trgm_idx`);
  const activeShops = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.status, 'active'))
    .orderBy(asc(businesses.id));
  const specialtyOf = new Map<string, string[]>([
    ...demoShops.map((s) => [s.name, s.specialty] as [string, string[]]),
    ...newShops.map((s) => [s.name, s.specialty] as [string, string[]]),
  ]);
  const extraProducts = Math.max(0, options.products - DEMO_PRODUCT_COUNT);
  const catalog = await seedCatalog(db);
  const productRng = new Prng((options.seed ?? 9_100_000) + 1);
  const seedShops = activeShops.map((s) => ({ id: s.id, specialty: specialtyOf.get(s.name) }));
  const PRODUCT_BATCH = 5000;
  for (let start = 0; start < extraProducts; start += PRODUCT_BATCH) {
    const drafts = Array.from({ length: Math.min(PRODUCT_BATCH, extraProducts - start) }, (_, k) =>
      draftProduct(productRng, DEMO_PRODUCT_COUNT + start + k, seedShops, catalog),
    );
    const ids = await bulkInsert(
      db,
      products,
      drafts.map((d) => d.row),
    );
    const productIds: number[] = [];
    const vehicleIds: number[] = [];
    drafts.forEach((draft, k) => {
      for (const vehicleId of draft.vehicleIds) {
        productIds.push(ids[k] as number);
        vehicleIds.push(vehicleId);
      }
    });
    // sort_name given here too: as a superuser the seed runs with triggers off (replica), including the one that sets it.
    await db.execute(sql`
      insert into product_vehicles (product_id, vehicle_make_id, sort_name)
      select l.product_id, l.vehicle_make_id, lower(p.name)
        from unnest(${`{${productIds.join(',')}}`}::int[], ${`{${vehicleIds.join(',')}}`}::int[])
          as l(product_id, vehicle_make_id)
        join products p on p.id = l.product_id
      on conflict do nothing`);
  }
  phase(`${extraProducts} products`);
  // Statistics first, so the search-text function's look-ups use the indexes of the freshly filled tables.
  await analyzeCatalogue(db);
  await db.execute(sql`
    update products p set search_text = abossey_product_search_text(p.id, p.name, p.description, p.part_id, p.part_numbers, p.sku)
     where p.search_text = ''`);
  await db.execute(sql`alter table products enable trigger products_search_text`);
  if (role?.super) await db.execute(sql`set local session_replication_role = origin`);
  await db.execute(sql`alter table product_vehicles enable trigger product_vehicles_search_text_insert`);
  phase('search text');

  // Reviews: about four products in ten, one to four buyers each, mostly good.
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      pricePesewas: products.pricePesewas,
      images: products.images,
      businessId: products.businessId,
      createdAt: products.createdAt,
      stock: products.stock,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(eq(businesses.status, 'active')))
    .orderBy(asc(products.id));
  const buyerIds = buyerRows.map((b) => b.id);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const product of catalogue) {
    if (product.id <= DEMO_PRODUCT_COUNT || !rng.chance(0.4)) continue;
    for (const userId of rng.sample(buyerIds, rng.int(1, 4))) {
      const rating = rng.weighted([5, 4, 3, 2, 1] as const, (r) => ({ 5: 45, 4: 30, 3: 15, 2: 7, 1: 3 })[r]);
      const at = new Date(product.createdAt.getTime() + rng.int(2, 60) * DAY);
      reviewRows.push({
        productId: product.id,
        userId,
        rating,
        comment: rng.pick(reviewComments[rating]),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await bulkInsert(db, reviews, reviewRows);
  phase(`${reviewRows.length} reviews`);

  // Orders, oldest first: one or two shops, one to three lines each, in every status with its history.
  const byShop = new Map<number, typeof catalogue>();
  for (const p of catalogue) {
    if (p.stock <= 0) continue;
    const list = byShop.get(p.businessId) ?? [];
    list.push(p);
    byShop.set(p.businessId, list);
  }
  const shopIds = [...byShop.keys()];
  const shopNames = new Map(activeShops.map((s) => [s.id, s.name]));
  const statusWeights: Partial<Record<OrderStatus, number>> = {
    completed: 40,
    delivered: 15,
    processing: 6,
    pending: 6,
    pending_payment: 2,
    pending_delivery: 4,
    order_picked: 3,
    cancelled: 6,
    rejected: 3,
    refunded: 3,
    pending_cancellation: 1,
    pending_replacement: 1,
    replaced: 1,
    pending_refund: 1,
  };
  const statuses = Object.keys(statusWeights) as OrderStatus[];
  const planned = Array.from({ length: options.orders }, () => {
    const buyer = rng.pick(buyerRows);
    const status = rng.weighted(statuses, (s) => statusWeights[s] ?? 0);
    const placed = now - rng.int(1, 365) * DAY - rng.int(0, 12 * 60) * 60_000;
    const shopsOfOrder = rng.sample(shopIds, rng.chance(0.25) ? 2 : 1);
    const lines = shopsOfOrder.flatMap((shopId) =>
      rng.sample(byShop.get(shopId) ?? [], rng.int(1, 3)).map((product) => ({
        product,
        quantity: rng.weighted([1, 2, 4] as const, (q) => ({ 1: 70, 2: 25, 4: 5 })[q]),
      })),
    );
    const place = rng.pick(PLACES);
    let at = placed;
    const history = PATHS[status].map(([next, actor, min, max]) => {
      at += rng.int(min * 60, max * 60) * 60_000;
      return { status: next, actor, at };
    });
    return { buyer, status, placed, lines, place, history };
  }).sort((a, b) => a.placed - b.placed);

  const adminId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, (demoAccounts[0] as { email: string }).email))
  )[0]?.id;
  const owners = new Map(
    (
      await db
        .select({ businessId: businessMembers.businessId, userId: businessMembers.userId })
        .from(businessMembers)
        .where(eq(businessMembers.role, 'owner'))
    ).map((m) => [m.businessId, m.userId]),
  );

  const BATCH_ORDERS = 5000;
  for (let start = 0; start < planned.length; start += BATCH_ORDERS) {
    const batch = planned.slice(start, start + BATCH_ORDERS);
    const orderIds = await bulkInsert(
      db,
      orders,
      batch.map((o) => {
        const totals = checkoutTotals(
          o.lines.reduce((s, l) => s + l.product.pricePesewas * l.quantity, 0),
          0,
        );
        return {
          userId: o.buyer.id,
          status: o.status,
          subtotalPesewas: totals.subtotalPesewas,
          discountPesewas: totals.discountPesewas,
          serviceChargePesewas: totals.serviceChargePesewas,
          totalAmountPesewas: totals.totalPesewas,
          transitType: 'standard',
          deliveryToName: `${o.buyer.firstName} ${o.buyer.lastName}`,
          deliveryToPhone: o.buyer.phone,
          deliveryToAddress: o.place.address,
          deliveryToCity: o.place.city,
          deliveryToState: o.place.state,
          deliveryToZipCode: o.place.zipCode,
          deliveryToCountry: 'Ghana',
          customerEmail: o.buyer.email,
          createdAt: new Date(o.placed),
          updatedAt: new Date(o.history.at(-1)?.at ?? o.placed),
        };
      }),
    );

    const vendorDrafts = batch.flatMap((o, k) => {
      const orderId = orderIds[k] as number;
      const shopsOfOrder = [...new Set(o.lines.map((l) => l.product.businessId))];
      return shopsOfOrder.map((shopId) => {
        const lines = o.lines.filter((l) => l.product.businessId === shopId);
        return { o, orderId, shopId, lines };
      });
    });
    const vendorIds = await bulkInsert(
      db,
      vendorOrders,
      vendorDrafts.map(({ o, orderId, shopId, lines }) => ({
        orderId,
        businessId: shopId,
        vendorName: shopNames.get(shopId) ?? `Shop ${shopId}`,
        status: o.status,
        paymentStatus: paymentStatusOf(o.status),
        subTotalPesewas: lines.reduce((s, l) => s + l.product.pricePesewas * l.quantity, 0),
        trackingNumber: o.history.some((h) => h.status === 'order_picked')
          ? `GH${String(orderId).padStart(5, '0')}${String(shopId).padStart(3, '0')}`
          : null,
        createdAt: new Date(o.placed),
        updatedAt: new Date(o.history.at(-1)?.at ?? o.placed),
      })),
    );

    const itemRows = vendorDrafts.flatMap(({ o, orderId, lines }, k) =>
      lines.map((l) => ({
        orderId,
        vendorOrderId: vendorIds[k] as number,
        productId: l.product.id,
        productName: l.product.name,
        productDescription: l.product.description,
        pricePesewas: l.product.pricePesewas,
        quantity: l.quantity,
        images: l.product.images,
        createdAt: new Date(o.placed),
      })),
    );
    await bulkInsert(db, orderItems, itemRows);

    const vendorOrdersOf = new Map<number, { id: number; shopId: number }[]>();
    vendorDrafts.forEach((d, k) => {
      const list = vendorOrdersOf.get(d.orderId) ?? [];
      list.push({ id: vendorIds[k] as number, shopId: d.shopId });
      vendorOrdersOf.set(d.orderId, list);
    });
    const historyRows = batch.flatMap((o, k): (typeof orderStatusHistory.$inferInsert)[] => {
      const orderId = orderIds[k] as number;
      return [
        {
          orderId,
          status: 'pending' as OrderStatus,
          note: 'Order placed',
          changedByUserId: o.buyer.id,
          createdAt: new Date(o.placed),
          vendorOrderId: null as number | null,
        },
        ...o.history.flatMap((h): (typeof orderStatusHistory.$inferInsert)[] => {
          const base = {
            orderId,
            status: h.status,
            note: NOTES[h.status] ?? null,
            createdAt: new Date(h.at),
          };
          if (h.actor === 'shop')
            return (vendorOrdersOf.get(orderId) ?? []).map((vo) => ({
              ...base,
              vendorOrderId: vo.id,
              changedByUserId: owners.get(vo.shopId) ?? adminId ?? null,
            }));
          return [
            {
              ...base,
              vendorOrderId: null,
              changedByUserId: h.actor === 'buyer' ? o.buyer.id : (adminId ?? null),
            },
          ];
        }),
      ];
    });
    await bulkInsert(db, orderStatusHistory, historyRows);
  }
  phase(`${planned.length} orders`);
  // The stock ledger's rows for what the bulk inserts did to stock (received, sales, restocks).
  await reconcileStockLedger(db);
  phase('stock ledger');

  // A GIN build is much faster with room to sort its entries in memory (`set local`: this transaction only).
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  await db.execute(
    sql`create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)`,
  );
  phase('trigram index');

  const count = async (
    table: typeof products | typeof businesses | typeof reviews | typeof orders | typeof users,
  ) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0);
  return {
    products: await count(products),
    shops: await count(businesses),
    reviews: await count(reviews),
    orders: await count(orders),
    users: await count(users),
  };
}

/** node-postgres answers `{rows}`, PGlite too; both drivers' `execute` results through one door. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
