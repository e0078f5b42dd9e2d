/** Shops, members and products for the order, checkout and analytics tests. */
import type { App } from '../src/app.js';
import { businesses, businessMembers, parts, products } from '../src/db/schema.js';
import { recordStockChange } from '../src/services/stock-ledger.js';
import { createUser, type TestUser } from './helpers.js';

export interface Shop {
  id: number;
  owner: TestUser;
}

let partCounter = 0;

export async function createShop(
  app: App,
  name: string,
  status: 'active' | 'inactive' = 'active',
): Promise<Shop> {
  const owner = await createUser(app, 'vendor');
  const [shop] = await app.db
    .insert(businesses)
    .values({ name, businessName: name, status, address: 'Abossey Okai, Accra', phone: '0240000000' })
    .returning({ id: businesses.id });
  if (!shop) throw new Error('no shop');
  await app.db.insert(businessMembers).values({ businessId: shop.id, userId: owner.id, role: 'owner' });
  return { id: shop.id, owner };
}

export async function createPart(app: App, category = 'Brakes'): Promise<number> {
  partCounter += 1;
  const [part] = await app.db
    .insert(parts)
    .values({ name: `Part ${partCounter} ${Math.random().toString(36).slice(2, 8)}`, category })
    .returning({ id: parts.id });
  if (!part) throw new Error('no part');
  return part.id;
}

export async function createProduct(
  app: App,
  shopId: number,
  fields: { name: string; pricePesewas: number; stock: number; partId?: number; category?: string },
): Promise<number> {
  const partId = fields.partId ?? (await createPart(app, fields.category));
  const [row] = await app.db
    .insert(products)
    .values({
      name: fields.name,
      description: `${fields.name} description`,
      pricePesewas: fields.pricePesewas,
      stock: fields.stock,
      partId,
      businessId: shopId,
      images: [`/uploads/${encodeURIComponent(fields.name)}.jpg`],
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  // As a product write does: its stock is received, in the stock ledger.
  await recordStockChange(app.db, row.id, fields.stock, 'received', null);
  return row.id;
}

export const delivery = {
  fullName: 'Kwame Mensah',
  phone: '0241234567',
  address: '12 Ring Road',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
};
