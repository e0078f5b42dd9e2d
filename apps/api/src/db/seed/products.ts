/**
 * The product generator: realistic listings for the demo seed, and N listings for benchmarks
 * (`seedProducts(db, {count: 100_000})`). Deterministic for a given seed; inserts in batches.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { reconcileStockLedger } from '../../services/stock-ledger.js';
import type { Db } from '../client.js';
import { businesses, parts, products, productVehicles, vehicleMakes } from '../schema.js';
import {
  bodyPriceFactor,
  makePriceFactor,
  type PartSpec,
  partSpecs,
  type VehicleModelSpec,
  vehicleModels,
} from './catalogue.js';
import { partImageUrl } from './images.js';
import { oemPartNumber } from './part-numbers.js';
import { Prng } from './prng.js';

const BATCH = 500;
/** Listing dates count back from here, so the same seed gives the same data whatever today is. */
const SEED_EPOCH = Date.UTC(2025, 9, 1, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export interface SeedCatalog {
  partIds: Map<string, number>;
  /** `make|model|year` → vehicle_makes.id */
  vehicleIds: Map<string, number>;
}

const vehicleKey = (make: string, model: string, year: number) => `${make}|${model}|${year}`;

/** Inserts the parts and every make/model/year of the demo catalogue that are missing; returns their ids. */
export async function seedCatalog(db: Db): Promise<SeedCatalog> {
  await db
    .insert(parts)
    .values(partSpecs.map((p) => ({ name: p.name, category: p.category })))
    .onConflictDoNothing();
  const vehicleRows = vehicleModels.flatMap((m) =>
    [...new Set(m.generations.flatMap(([from, to]) => range(from, to)))].map((year) => ({
      name: m.make,
      modelName: m.model,
      year,
    })),
  );
  for (const chunk of chunks(vehicleRows, BATCH))
    await db.insert(vehicleMakes).values(chunk).onConflictDoNothing();

  const partRows = await db
    .select({ id: parts.id, name: parts.name })
    .from(parts)
    .where(
      inArray(
        parts.name,
        partSpecs.map((p) => p.name),
      ),
    );
  const vehicles = await db
    .select({
      id: vehicleMakes.id,
      name: vehicleMakes.name,
      modelName: vehicleMakes.modelName,
      year: vehicleMakes.year,
    })
    .from(vehicleMakes);
  return {
    partIds: new Map(partRows.map((p) => [p.name, p.id])),
    vehicleIds: new Map(vehicles.map((v) => [vehicleKey(v.name, v.modelName, v.year), v.id])),
  };
}

export interface SeedShop {
  id: number;
  /** Makes the shop's listings lean towards. */
  specialty?: string[];
}

export interface SeedProductsOptions {
  count: number;
  /** Shops to list under (ids or specs); listings go round-robin. Default: every shop in the database. */
  shops?: (number | SeedShop)[];
  /** PRNG seed; the same seed gives the same products. */
  seed?: number;
  /** Refresh the planner's statistics afterwards (default true; skip inside a transaction that does it later). */
  analyze?: boolean;
}

export interface SeedProductsResult {
  productIds: number[];
}

interface Fitment {
  model: VehicleModelSpec;
  years: [number, number];
}

/** Generates `count` products with vehicle compatibility, in batches of 500. Parts and makes are added if missing. */
export async function seedProducts(db: Db, options: SeedProductsOptions): Promise<SeedProductsResult> {
  const rng = new Prng(options.seed ?? 20_250_101);
  const catalog = await seedCatalog(db);
  const shops: SeedShop[] = (
    options.shops ??
    (await db.select({ id: businesses.id }).from(businesses).orderBy(asc(businesses.id))).map((b) => b.id)
  ).map((s) => (typeof s === 'number' ? { id: s } : s));
  if (!shops.length) throw new Error('seedProducts needs at least one shop.');

  const productIds: number[] = [];
  for (let start = 0; start < options.count; start += BATCH) {
    const size = Math.min(BATCH, options.count - start);
    const drafts = Array.from({ length: size }, (_, k) => draftProduct(rng, start + k, shops, catalog));
    const inserted = await db
      .insert(products)
      .values(drafts.map((d) => d.row))
      .returning({ id: products.id });
    const links = inserted.flatMap(({ id }, k) =>
      (drafts[k]?.vehicleIds ?? []).map((vehicleMakeId) => ({ productId: id, vehicleMakeId })),
    );
    for (const chunk of chunks(links, 5 * BATCH))
      await db.insert(productVehicles).values(chunk).onConflictDoNothing();
    productIds.push(...inserted.map((r) => r.id));
  }
  // Their stock as received, in the stock ledger.
  await reconcileStockLedger(db);
  if (options.analyze ?? true) await analyzeCatalogue(db);
  return { productIds };
}

/**
 * Refreshes the query planner's statistics after a bulk load, so searches use the trigram and btree indexes at
 * once (PGlite runs no autovacuum; on PostgreSQL it would only catch up later).
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze businesses, parts, vehicle_makes, products, product_vehicles, reviews`);
}

/** Fast-moving service parts every shop stocks for the most common cars: listed first, so searches such as
 * "brake pads corolla" or "oil filter hilux" always find something. */
const coreParts = [
  'Front Brake Pads',
  'Oil Filter',
  'Air Filter',
  'Spark Plugs (Set of 4)',
  'Front Shock Absorber',
];
const coreModels = [
  'Corolla',
  'Camry',
  'RAV4',
  'Hilux',
  'Yaris',
  'Civic',
  'CR-V',
  'Elantra',
  'Tucson',
  'Sportage',
  'Ranger',
  'L200',
];
const coreListings = coreModels.flatMap((modelName) =>
  coreParts.map((partName) => ({
    part: partSpecs.find((p) => p.name === partName) as PartSpec,
    model: vehicleModels.find((m) => m.model === modelName) as VehicleModelSpec,
  })),
);

/** How often buyers ask for a part: service and wear parts far more than bonnets or engines. */
const demand = (part: PartSpec) =>
  ({
    Filters: 4,
    Brakes: 3,
    'Oils & Fluids': 3,
    'Suspension & Steering': 2,
    'Tyres & Wheels': 2,
    Electrical: 2,
    Lighting: 1.5,
  })[part.category] ?? 1;

export function draftProduct(rng: Prng, index: number, shops: SeedShop[], catalog: SeedCatalog) {
  const shop = shops[index % shops.length] as SeedShop;
  // First the core listings, then one listing of every part (so each category and part is on sale somewhere),
  // then parts by demand.
  const core = coreListings[index];
  const walk = index - coreListings.length;
  const part = core
    ? core.part
    : walk < partSpecs.length
      ? (partSpecs[walk] as PartSpec)
      : rng.weighted(partSpecs, demand);
  const used = rng.chance(part.usedShare);
  const fitments = core
    ? [{ model: core.model, years: rng.pick(core.model.generations) }]
    : chooseFitments(rng, part, shop, walk);
  const brands = part.brands.filter((b) => (used ? true : b !== 'Home-used'));
  const brand = used ? 'Home-used' : rng.pick(brands.length ? brands : ['Genuine']);

  const first = fitments[0];
  const name =
    part.fit.kind === 'model' && first
      ? `${part.name} – ${first.model.make} ${first.model.model} ${first.years[0]}–${first.years[1]} (${brand})`
      : `${brand} ${part.name}`;

  const factor =
    part.fit.kind === 'model' && first
      ? (makePriceFactor[first.model.make] ?? 1) * bodyPriceFactor[first.model.body]
      : 1;
  const cedis =
    (part.price[0] + rng.next() * (part.price[1] - part.price[0])) *
    factor *
    (used ? 0.45 + rng.next() * 0.2 : 1);
  const rounded = cedis < 200 ? Math.round(cedis / 5) * 5 : Math.round(cedis / 10) * 10;
  const pricePesewas = Math.max(500, rounded * 100 + (rng.chance(0.15) ? 50 : 0));

  const warranty = used
    ? rng.chance(0.5)
      ? { duration: 14, unit: 'days' as const }
      : undefined
    : part.warranty && rng.chance(0.85)
      ? part.warranty
      : undefined;
  const replacementDays = rng.chance(0.6) ? rng.pick([7, 14, 30]) : null;
  const fitsText = fitments.length
    ? fitments.map((f) => `${f.model.make} ${f.model.model} ${f.years[0]}–${f.years[1]}`).join(', ')
    : 'Most vehicles';
  const description = [
    `**${name}**`,
    '',
    part.notes,
    '',
    `- Condition: ${used ? 'Used (home-used, imported and tested)' : 'Brand New'}`,
    `- Brand: ${brand}`,
    `- Fits: ${fitsText}`,
    warranty ? `- Warranty: ${warranty.duration} ${warranty.unit}` : '- Warranty: none',
    replacementDays ? `- Replacement within ${replacementDays} days if it does not fit` : '',
    '',
    'Send your chassis (VIN) number to the shop to confirm the fit before you buy. Delivery anywhere in Ghana.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');

  const images = [partImageUrl(part.name, 1)];
  if (rng.chance(0.5)) images.push(partImageUrl(part.name, 2));

  const vehicleIds = [
    ...new Set(
      fitments.flatMap((f) =>
        range(f.years[0], f.years[1])
          .map((year) => catalog.vehicleIds.get(vehicleKey(f.model.make, f.model.model, year)))
          .filter((id): id is number => id !== undefined),
      ),
    ),
  ];

  // Parts made for one model carry the maker's number; universal ones (bulbs, oils, tyres) none.
  const partNumbers =
    part.fit.kind === 'model' && first
      ? [oemPartNumber(part.name, first.model.make, first.model.model, first.years)]
      : [];

  const partId = catalog.partIds.get(part.name);
  if (partId === undefined) throw new Error(`Part "${part.name}" is missing from the catalogue.`);
  return {
    row: {
      name,
      description,
      pricePesewas,
      stock: rng.chance(0.08) ? 0 : used ? rng.int(1, 4) : rng.int(2, 60),
      partId,
      businessId: shop.id,
      images,
      totalSold: Math.floor(rng.next() ** 2 * 250),
      productState: used ? ('Used' as const) : ('Brand New' as const),
      warrantyDuration: warranty?.duration ?? null,
      warrantyUnit: warranty?.unit ?? null,
      replacementDays,
      partNumbers,
      createdAt: new Date(SEED_EPOCH - rng.int(0, 400) * DAY - rng.int(0, 12 * 60) * 60_000),
    },
    vehicleIds,
  };
}

function chooseFitments(rng: Prng, part: PartSpec, shop: SeedShop, index: number): Fitment[] {
  const generation = (model: VehicleModelSpec): [number, number] => rng.pick(model.generations);
  switch (part.fit.kind) {
    case 'model': {
      const specialty = shop.specialty?.length
        ? vehicleModels.filter((m) => shop.specialty?.includes(m.make))
        : [];
      // Early listings also walk through every model, so each make and model has parts.
      const model =
        index < vehicleModels.length
          ? (vehicleModels[index] as VehicleModelSpec)
          : specialty.length && rng.chance(0.7)
            ? rng.weighted(specialty, (m) => m.weight)
            : rng.weighted(vehicleModels, (m) => m.weight);
      return [{ model, years: generation(model) }];
    }
    case 'body': {
      const bodies: readonly string[] = part.fit.bodies;
      const candidates = vehicleModels.filter((m) => bodies.includes(m.body));
      return rng.sample(candidates, rng.int(3, 6)).map((model) => ({ model, years: generation(model) }));
    }
    case 'models': {
      const names: readonly string[] = part.fit.models;
      return vehicleModels
        .filter((m) => names.includes(m.model))
        .map((model) => {
          const [from, to] = model.generations[model.generations.length - 1] as [number, number];
          const previous = model.generations[model.generations.length - 2];
          return { model, years: [previous ? previous[0] : from, to] as [number, number] };
        });
    }
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
