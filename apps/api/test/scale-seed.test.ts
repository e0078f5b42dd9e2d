/**
 * The marketplace-scale seed (issue 9, `npm run seed`), at a small size: it fills every table the way the app
 * writes them, leaves the search text, the trigram index and the triggers as the migrations define them, and the
 * search then finds what it should.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { seedScale } from '../src/db/seed/scale.js';
import { listProducts } from '../src/services/products.js';
import { createTestDatabase, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let db: Db;
const phases: string[] = [];

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  await t.database.prepare(async (prepared) =>
    prepared.transaction((tx) =>
      seedScale(tx, {
        products: 700,
        orders: 120,
        shops: 18,
        buyers: 30,
        onPhase: (name) => phases.push(name),
      }),
    ),
  );
}, 240_000);

afterAll(async () => {
  await t?.drop();
});

describe('npm run seed (scale)', () => {
  it('fills products, shops, buyers, reviews and orders to the asked sizes', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      select (select count(*) from products)::int as products, (select count(*) from businesses)::int as shops,
             (select count(*) from users where email like '%@scale.abossey.test')::int as scale_users,
             (select count(*) from orders where customer_email like '%@scale.abossey.test')::int as orders,
             (select count(*) from reviews)::int as reviews,
             (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id))::int as empty_orders,
             (select count(*) from orders o where not exists (select 1 from order_status_history h where h.order_id = o.id))::int as orders_without_history`);
    expect(counts).toMatchObject({
      products: 700,
      shops: 18,
      scale_users: 4 + 30,
      orders: 120,
      empty_orders: 0,
      orders_without_history: 0,
    });
    expect(counts?.reviews).toBeGreaterThan(100);
    expect(phases).toContain('trigram index');
  });

  it('computes every search text and puts the trigram index and the triggers back', async () => {
    const [state] = await rows<Record<string, unknown>>(sql`
      select (select count(*) from products where search_text = '')::int as blank,
             (select count(*) from pg_indexes where indexname = 'products_search_text_trgm_idx')::int as trgm_index,
             (select count(*) from pg_trigger where tgname in ('products_search_text', 'product_vehicles_search_text_insert')
                and tgenabled = 'O')::int as enabled_triggers`);
    expect(state).toEqual({ blank: 0, trgm_index: 1, enabled_triggers: 2 });
    // The trigger works again: a renamed product is found by its new name.
    await db.execute(
      sql`update products set name = 'Zanzibar Test Bracket' where id = (select max(id) from products)`,
    );
    const found = await listProducts(db, { q: 'zanzibar bracket', page: 1, limit: 10, sort: 'name' });
    expect(found.data.map((p) => p.name)).toEqual(['Zanzibar Test Bracket']);
  });

  it("gives every compatibility row its product's sort name (the seed may run with triggers off)", async () => {
    const [state] = await rows<Record<string, unknown>>(sql`
      select count(*)::int as compatibility,
             count(*) filter (where pv.sort_name <> lower(p.name))::int as wrong
        from product_vehicles pv join products p on p.id = pv.product_id`);
    expect(state?.compatibility).toBeGreaterThan(100);
    expect(state?.wrong).toBe(0);
  });

  it('lists products of the new shops for a vehicle search', async () => {
    const result = await listProducts(db, { q: 'filter', page: 1, limit: 30, sort: 'name' });
    expect(result.meta.total).toBeGreaterThan(10);
    expect(result.meta.facets.make.length).toBeGreaterThan(3);
  });
});
