/**
 * Group commit (issue 9, `services/group-commit.ts`): checkouts that arrive while one commits share ONE transaction,
 * a savepoint each, so orders on a hot product pay for one WAL flush per batch instead of one each. Checkout's own
 * concurrency guarantees (no oversell under 200 concurrent orders, one order per Idempotency-Key) are in
 * checkout.test.ts and now run through batches. Checkout submits one-statement pieces (no savepoint, no BEGIN/COMMIT
 * alone); the last describe covers those.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { HttpError } from '../src/services/errors.js';
import { createGroupCommitter, isTransactionRollback } from '../src/services/group-commit.js';
import { createTestApp, recordingDb, type TestApp } from './helpers.js';
import { createProduct, createShop } from './orders-fixtures.js';

let t: TestApp;
let product: number;
const statements: string[] = [];
let logged: Db;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const shop = await createShop(t.app, 'Batch Parts');
  product = await createProduct(t.app, shop.id, { name: 'Spark plug', pricePesewas: 1_500, stock: 1_000 });
  logged = recordingDb(t, statements);
});
afterAll(() => t?.close());
beforeEach(() => {
  statements.length = 0;
});

const stock = async () =>
  (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, product)))[0]?.stock;

/** Takes one unit of the product; answers the stock it left. */
const takeOne = async (tx: Db) => {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - 1` })
    .where(eq(products.id, product))
    .returning({ stock: products.stock });
  return row?.stock;
};
const count = (prefix: string) => statements.filter((s) => s.startsWith(prefix)).length;

/** The handle with a count of the transactions begun on it (PGlite's BEGIN/COMMIT never reach drizzle's log). */
function countingTransactions(db: Db): { db: Db; transactions: () => number } {
  let begun = 0;
  const counted = new Proxy(db, {
    get: (target, key) =>
      key === 'transaction'
        ? (work: (tx: Db) => Promise<unknown>) => {
            begun += 1;
            return target.transaction(work);
          }
        : Reflect.get(target, key),
  });
  return { db: counted, transactions: () => begun };
}

describe('group commit', () => {
  it('commits the pieces that queued behind a running transaction together, a savepoint each', async () => {
    const before = (await stock()) ?? 0;
    const { db, transactions } = countingTransactions(logged);
    const committer = createGroupCommitter(db);
    const left = await Promise.all(Array.from({ length: 5 }, () => committer.submit(takeOne)));

    // The first ran alone, the four that arrived meanwhile shared one transaction.
    expect(transactions()).toBe(2);
    expect(count('savepoint')).toBe(4);
    expect(left).toEqual([before - 1, before - 2, before - 3, before - 4, before - 5]);
    expect(await stock()).toBe(before - 5);
  });

  it('rolls back a piece that throws to its savepoint alone, and rejects it only after the batch committed', async () => {
    const before = (await stock()) ?? 0;
    const committer = createGroupCommitter(logged);
    let stockSeenOnRefusal: number | undefined;
    const refusedOnce = () =>
      committer
        .submit(async (tx) => {
          await takeOne(tx);
          throw new HttpError(409, 'Out of stock: "Spark plug"');
        })
        .catch(async (error: unknown) => {
          stockSeenOnRefusal = await stock();
          throw error;
        });
    const results = await Promise.allSettled([
      committer.submit(takeOne),
      committer.submit(takeOne),
      refusedOnce(),
      committer.submit(takeOne),
    ]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    // Its unit went back; the pieces after it in the same batch kept theirs and were committed before it was told.
    expect(await stock()).toBe(before - 3);
    expect(stockSeenOnRefusal).toBe(before - 3);
    expect(count('rollback to savepoint')).toBe(1);
  });

  it('runs a piece that hit a deadlock or serialization failure again, alone', async () => {
    const before = (await stock()) ?? 0;
    const { db, transactions } = countingTransactions(logged);
    const committer = createGroupCommitter(db);
    let attempts = 0;
    const results = await Promise.all([
      committer.submit(takeOne),
      committer.submit(takeOne),
      committer.submit(async (tx) => {
        attempts += 1;
        await takeOne(tx);
        if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return 'second try';
      }),
      committer.submit(takeOne),
    ]);

    expect(results[2]).toBe('second try');
    expect(attempts).toBe(2);
    // Alone, the batch of three, the retry alone.
    expect(transactions()).toBe(3);
    expect(await stock()).toBe(before - 4);
  });

  it('when the batch transaction fails as a whole, runs every piece again in its own transaction', async () => {
    const before = (await stock()) ?? 0;
    // The database refuses the batch's COMMIT (here: a handle whose multi-piece transaction throws after running).
    let batches = 0;
    const failingBatch = {
      transaction: async <T>(fn: (tx: Db) => Promise<T>) =>
        logged.transaction(async (tx) => {
          let pieces = 0;
          const counting = new Proxy(tx, {
            get: (target, key) =>
              key === 'transaction'
                ? (inner: (sp: Db) => Promise<unknown>) => {
                    pieces += 1;
                    return target.transaction(inner);
                  }
                : Reflect.get(target, key),
          });
          const value = await fn(counting as Db);
          if (pieces > 1) {
            batches += 1;
            throw new Error('could not commit');
          }
          return value;
        }),
    } as unknown as Db;
    const committer = createGroupCommitter(failingBatch);
    const left = await Promise.all(Array.from({ length: 4 }, () => committer.submit(takeOne)));

    expect(batches).toBe(1);
    // Every caller got the answer of its own transaction; the failed batch left nothing behind.
    expect(new Set(left).size).toBe(4);
    expect(await stock()).toBe(before - 4);
  });

  it('recognises transaction-rollback errors on the error or its cause', () => {
    expect(isTransactionRollback({ code: '40001' })).toBe(true);
    expect(isTransactionRollback(new Error('wrapped', { cause: { code: '40P01' } }))).toBe(true);
    expect(isTransactionRollback({ code: '23505' })).toBe(false);
    expect(isTransactionRollback(new HttpError(409, 'Out of stock'))).toBe(false);
  });
});

describe('group commit of one-statement pieces', () => {
  it('runs them without savepoints in a batch, and without a transaction alone', async () => {
    const before = (await stock()) ?? 0;
    const { db, transactions } = countingTransactions(logged);
    const committer = createGroupCommitter(db);
    const left = await Promise.all(
      Array.from({ length: 5 }, () => committer.submit(takeOne, { oneStatement: true })),
    );

    // The first ran alone as its own transaction (no BEGIN), the four that arrived meanwhile shared one transaction.
    expect(transactions()).toBe(1);
    expect(count('savepoint')).toBe(0);
    expect(count('update "products"')).toBe(5);
    expect(left).toEqual([before - 1, before - 2, before - 3, before - 4, before - 5]);
    expect(await stock()).toBe(before - 5);
  });

  it('when one fails in a batch, nothing of the batch is committed: the pieces before it run again together, it alone, the rest together', async () => {
    const before = (await stock()) ?? 0;
    const { db, transactions } = countingTransactions(logged);
    const committer = createGroupCommitter(db);
    const runs = [0, 0, 0, 0, 0];
    const piece = (i: number) => async (tx: Db) => {
      runs[i] = (runs[i] ?? 0) + 1;
      // The third piece's first run fails in the database (a deadlock, as PostgreSQL reports it), aborting the
      // batch's transaction; alone it goes through.
      if (i === 2 && runs[i] === 1)
        await tx.execute(
          sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`,
        );
      return takeOne(tx);
    };
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((i) => committer.submit(piece(i), { oneStatement: true })),
    );

    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
    // 0 alone; the batch 1–4 rolled back at 2; 1 again (alone, as the only one before 2); 2 alone; 3–4 together.
    expect(runs).toEqual([1, 2, 2, 1, 1]);
    expect(transactions()).toBe(2);
    // Every piece took exactly one unit: the rolled-back first run of piece 1 left nothing behind.
    const left = results.map((r) => (r as PromiseFulfilledResult<number>).value);
    expect(new Set(left).size).toBe(5);
    expect(await stock()).toBe(before - 5);
  });

  it('a piece that fails alone is rejected with its error and leaves nothing', async () => {
    const before = (await stock()) ?? 0;
    const committer = createGroupCommitter(logged);
    await expect(
      committer.submit(
        (tx) =>
          tx.execute(
            sql`with taken as (update ${products} set stock = stock - 1 where id = ${product} returning 1) select 1 / 0`,
          ),
        { oneStatement: true },
      ),
    ).rejects.toThrow();
    expect(await stock()).toBe(before);
  });
});
