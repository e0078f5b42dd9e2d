/**
 * A small marketplace for the product, review and business tests: two parts, three vehicles, shop A (owner + staff
 * vendors), shop B (another vendor), a customer, a second customer and an admin.
 */
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import {
  businesses,
  businessMembers,
  type OrderStatus,
  orderItems,
  orders,
  parts,
  products,
  productVehicles,
  reviews,
  vehicleMakes,
  vendorOrders,
} from '../src/db/schema.js';
import { createUser, type TestUser } from './helpers.js';

export interface Shop {
  app: App;
  part: { brakes: number; filter: number };
  vehicle: { corolla: number; civic: number; camry: number };
  shopA: number;
  shopB: number;
  owner: TestUser;
  staff: TestUser;
  otherVendor: TestUser;
  customer: TestUser;
  customer2: TestUser;
  admin: TestUser;
}

let counter = 0;

export async function createShopFixtures(app: App): Promise<Shop> {
  counter += 1;
  const db = app.db;
  const [brakes, filter] = await db
    .insert(parts)
    .values([
      { name: `Brake Pads ${counter}`, category: 'Brakes' },
      { name: `Oil Filter ${counter}`, category: 'Filters' },
    ])
    .returning({ id: parts.id });
  const [corolla, civic, camry] = await db
    .insert(vehicleMakes)
    .values([
      { name: 'Toyota', modelName: `Corolla${counter}`, year: 2012 },
      { name: 'Honda', modelName: `Civic${counter}`, year: 2015 },
      { name: 'Toyota', modelName: `Camry${counter}`, year: 2018 },
    ])
    .returning({ id: vehicleMakes.id });
  const [shopA, shopB] = await db
    .insert(businesses)
    .values([
      { name: `Kwame Auto ${counter}`, businessName: `Kwame Auto ${counter}`, status: 'active' },
      { name: `Suame Spares ${counter}`, businessName: `Suame Spares ${counter}`, status: 'active' },
    ])
    .returning({ id: businesses.id });
  if (!brakes || !filter || !corolla || !civic || !camry || !shopA || !shopB) throw new Error('fixtures');
  const owner = await createUser(app, 'vendor', { firstName: 'Kwame', lastName: 'Mensah' });
  const staff = await createUser(app, 'vendor', { firstName: 'Ama', lastName: 'Staff' });
  const otherVendor = await createUser(app, 'vendor', { firstName: 'Yaw', lastName: 'Other' });
  const customer = await createUser(app, 'customer', { firstName: 'Esi', lastName: 'Buyer' });
  const customer2 = await createUser(app, 'customer', { firstName: 'Kofi', lastName: 'Buyer' });
  const admin = await createUser(app, 'admin');
  await db.insert(businessMembers).values([
    { businessId: shopA.id, userId: owner.id, role: 'owner' },
    { businessId: shopA.id, userId: staff.id, role: 'staff' },
    { businessId: shopB.id, userId: otherVendor.id, role: 'owner' },
  ]);
  return {
    app,
    part: { brakes: brakes.id, filter: filter.id },
    vehicle: { corolla: corolla.id, civic: civic.id, camry: camry.id },
    shopA: shopA.id,
    shopB: shopB.id,
    owner,
    staff,
    otherVendor,
    customer,
    customer2,
    admin,
  };
}

/** A product inserted directly (not through the API). */
export async function insertProduct(
  f: Shop,
  fields: { name?: string; businessId?: number; pricePesewas?: number; stock?: number } = {},
): Promise<number> {
  const [row] = await f.app.db
    .insert(products)
    .values({
      name: fields.name ?? 'Fixture Pads',
      description: 'Fixture product',
      pricePesewas: fields.pricePesewas ?? 10_000,
      stock: fields.stock ?? 5,
      partId: f.part.brakes,
      businessId: fields.businessId ?? f.shopA,
      images: ['/uploads/seed/pads.svg'],
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insertProduct');
  await f.app.db.insert(productVehicles).values({ productId: row.id, vehicleMakeId: f.vehicle.corolla });
  return row.id;
}

/** A past order with one item of the product, as checkout would leave it (by default the customer's, pending). */
export async function insertOrder(
  f: Shop,
  productId: number,
  businessId: number,
  options: { userId?: number; status?: OrderStatus } = {},
) {
  return insertPurchase(f.app, { userId: f.customer.id, productId, businessId, ...options });
}

/**
 * One order of `userId` with one line of the product, its order and shop order in `status` (default pending): with
 * `delivered` (or a later status) the buyer has received it and may review it (issue 25).
 */
export async function insertPurchase(
  app: App,
  p: { userId: number; productId: number; businessId: number; status?: OrderStatus },
) {
  const db = app.db;
  const status = p.status ?? 'pending';
  const [order] = await db
    .insert(orders)
    .values({ userId: p.userId, status, subtotalPesewas: 10_000, totalAmountPesewas: 11_000 })
    .returning({ id: orders.id });
  if (!order) throw new Error('order');
  const [vendorOrder] = await db
    .insert(vendorOrders)
    .values({
      orderId: order.id,
      businessId: p.businessId,
      vendorName: 'Fixture shop',
      status,
      subTotalPesewas: 10_000,
    })
    .returning({ id: vendorOrders.id });
  if (!vendorOrder) throw new Error('vendor order');
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      vendorOrderId: vendorOrder.id,
      productId: p.productId,
      productName: 'Fixture Pads',
      pricePesewas: 10_000,
      quantity: 1,
      images: ['/uploads/seed/pads.svg'],
    })
    .returning({ id: orderItems.id });
  if (!item) throw new Error('item');
  return { orderId: order.id, vendorOrderId: vendorOrder.id, itemId: item.id };
}

/** Everything a refused request must leave as it was, as one comparable value. */
export async function snapshot(app: App) {
  const db = app.db;
  const [p, pv, r, b, m] = await Promise.all([
    db.select().from(products).orderBy(products.id),
    db.select().from(productVehicles).orderBy(productVehicles.productId, productVehicles.vehicleMakeId),
    db.select().from(reviews).orderBy(reviews.id),
    db.select().from(businesses).orderBy(businesses.id),
    db.select().from(businessMembers).orderBy(businessMembers.businessId, businessMembers.userId),
  ]);
  return JSON.stringify({ p, pv, r, b, m });
}

export async function count(app: App, table: typeof products | typeof reviews | typeof businesses) {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}
