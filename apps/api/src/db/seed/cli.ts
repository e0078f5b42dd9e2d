/**
 * `npm run seed -- --products 100000 [--orders 20000] [--shops 40] [--reset]`: fills the database the server would
 * use (DATABASE_URL, else the PGlite in DATA_DIR) with a marketplace-scale catalogue for benchmarks. Refuses a
 * database that already holds data unless `--reset` is given, which drops every table first.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { StartupError } from '../../startup-error.js';
import { openDatabase } from '../client.js';
import { isDatabaseEmpty, writeSeedImages } from './index.js';
import { seedScale } from './scale.js';

function count(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n < min)
    throw new StartupError(`--${name} must be a whole number of at least ${min} (got "${text}").`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      shops: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const options = {
    products: count('products', values.products, 100_000, 400),
    orders: count('orders', values.orders, 20_000, 0),
    shops: count('shops', values.shops, 40, 14),
  };
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  const started = performance.now();
  process.stdout.write(
    `Seeding ${options.products} products, ${options.orders} orders over ${options.shops} shops into ${database.location}\n`,
  );
  try {
    if (values.reset) {
      // Drop everything this app owns (tables, functions, the migrations journal); the migrations recreate it.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    }
    const result = await database.prepare(async (db) => {
      if (!(await isDatabaseEmpty(db)))
        throw new StartupError(
          'The database already holds data; run with --reset to drop it and seed again, or point DATABASE_URL at an empty database.',
        );
      return db.transaction((tx) =>
        seedScale(tx, {
          ...options,
          onPhase: (name, ms) => process.stdout.write(`  ${name}: ${(ms / 1000).toFixed(1)} s\n`),
        }),
      );
    });
    // Statistics for the planner and the visibility map for index-only counts (autovacuum would take a while).
    await database.db.execute(sql`vacuum analyze`);
    await writeSeedImages(join(config.dataDir, 'uploads'));
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Done in ${seconds.toFixed(1)} s: ${result.products} products, ${result.shops} shops, ${result.reviews} reviews, ${result.orders} orders, ${result.users} users.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // drizzle's "Failed query" message carries the whole SQL and its parameters; the database's reason is the cause.
  const cause = (error as { cause?: unknown }).cause;
  const reason =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${error instanceof StartupError ? error.message : `Seeding failed: ${reason.slice(0, 500)}`}\n`,
  );
  process.exitCode = 1;
});
