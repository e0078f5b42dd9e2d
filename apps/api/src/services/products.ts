/**
 * Product search and detail (§5 search semantics, §7 shapes), computed in the database.
 *
 * - `q`: split on whitespace; EVERY word must appear (case-insensitive substring) in the product's name,
 *   description, part name, part category, SKU (`PROD-{id}`) or one of its compatible make / model / year.
 *   All of those live in `products.search_text` (kept by triggers, trigram-indexed), so each word is one
 *   `search_text ILIKE '%word%'`.
 * - `make`, `model`, `category`, `part`: case-insensitive equality; several values of one field are OR-ed,
 *   fields are AND-ed. `year`: exact. `condition`: exact `productState`. Make, model and year must hold for the
 *   SAME compatible vehicle (a "Toyota Corolla 2012" filter does not match a part for a 2012 Camry and a
 *   2008 Corolla).
 * - Only products of active shops are listed, and only those their shop has not archived (issue 24).
 * - Facets: for each of make, model, year, category, part and condition, the values with product counts under all
 *   the OTHER selected filters, so options narrow each other (§4).
 */
import type {
  ManagedProductListParams,
  Product,
  ProductDetail,
  ProductFacets,
  ProductListParams,
  ProductVehicle,
} from '@abossey/sdk';
import { LOW_STOCK_MAX, normalizePartNumber, skuFor, toCedis } from '@abossey/sdk';
import {
  and,
  asc,
  between,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perHandle } from '../db/prepared.js';
import {
  businesses,
  businessMembers,
  catalogueVersion,
  parts,
  products,
  productVehicles,
  reviews,
  vehicleMakes,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { isDbInt, NotFoundError } from './errors.js';
import type { FacetCache, FacetEntry } from './facet-cache.js';
import { facetFilterOf, facetKeyOf } from './facet-filter.js';
import { listReviews } from './reviews.js';
import { escapeLike, literalSearch, type ResolvedSearch, searchWords } from './search-words.js';

type FacetField = keyof ProductFacets;

const lowerAll = (values: string[]) => values.map((v) => v.toLowerCase());

/**
 * §5 search words (`q`, resolved into groups of alternatives: search-words.ts) and one shop (`businessId`): the
 * conditions the catalogue and the console's products index share. Every group must match; within a group, any
 * alternative.
 */
function searchAndShop(
  params: { businessId?: number | undefined },
  search: ResolvedSearch | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  const groups = search?.groups ?? [];
  if (groups.length) {
    // The matching ids come from the trigram index first (`offset 0` keeps the planner from folding the subquery
    // back in). Folded in, PostgreSQL tends to walk the name-order index and test every row's text until it has a
    // page: at 100,000 products a two-word search read ~15,000 rows that way (1 s) instead of ~1,000 (0.1 s).
    const matching = sql`select ${products.id} from ${products} where ${and(
      ...groups.map((group) =>
        or(...group.map((alternative) => ilike(products.searchText, `%${escapeLike(alternative)}%`))),
      ),
    )} offset 0`;
    conditions.push(sql`${products.id} in (${matching})`);
  }
  if (params.businessId !== undefined) {
    conditions.push(isDbInt(params.businessId) ? eq(products.businessId, params.businessId) : sql`false`);
  }
  return conditions;
}

/**
 * What the public catalogue lists: products of active shops that their shop has not archived (issue 24). One
 * condition, always the first of `productConditions` (the vehicle page's prepared statement counts on it).
 */
const listed = sql`(${businesses.status} = 'active' and ${products.archivedAt} is null)`;

/**
 * `listed` on the product's own columns (its shop among the active ones, computed once): what a page's ids are
 * filtered by, so they come from a `products_listed_*` index without a join (issue 23).
 */
const listedByIndex = sql`(${products.archivedAt} is null and ${products.businessId} = any(array(select ${businesses.id} from ${businesses} where ${businesses.status} = 'active')))`;

/** Conditions on the product, its part and its shop (everything but the vehicle filters). */
function productConditions(
  params: ProductListParams,
  search: ResolvedSearch | undefined,
  exclude?: FacetField,
): SQL[] {
  const conditions: SQL[] = [listed, ...searchAndShop(params, search)];
  if (params.condition && exclude !== 'condition') {
    conditions.push(eq(products.productState, params.condition));
  }
  if (params.category?.length && exclude !== 'category') {
    conditions.push(inArray(sql`lower(${parts.category})`, lowerAll(params.category)));
  }
  if (params.part?.length && exclude !== 'part') {
    conditions.push(inArray(sql`lower(${parts.name})`, lowerAll(params.part)));
  }
  return conditions;
}

/** Conditions on one compatible vehicle (a `vehicle_makes` row). */
function vehicleConditions(params: ProductListParams, exclude?: FacetField): SQL[] {
  const conditions: SQL[] = [];
  if (params.make?.length && exclude !== 'make') {
    conditions.push(inArray(sql`lower(${vehicleMakes.name})`, lowerAll(params.make)));
  }
  if (params.model?.length && exclude !== 'model') {
    conditions.push(inArray(sql`lower(${vehicleMakes.modelName})`, lowerAll(params.model)));
  }
  if (params.year?.length && exclude !== 'year') conditions.push(inArray(vehicleMakes.year, params.year));
  return conditions;
}

/**
 * `EXISTS (a compatible vehicle matching all vehicle filters)`, or nothing when there are none.
 * The matching vehicles' ids are computed once (`array(select …)` is an InitPlan), so testing a product is one probe
 * of the (product_id, vehicle_make_id) key, not a join of its ~16 vehicles and their names per product: a
 * make + model + year page walks ~3,000 products in name order at 100,000 products (issue 9).
 */
function vehicleExists(db: Db, params: ProductListParams, exclude?: FacetField): SQL[] {
  const conditions = vehicleConditions(params, exclude);
  if (!conditions.length) return [];
  const matchingVehicles = db
    .select({ id: vehicleMakes.id })
    .from(vehicleMakes)
    .where(and(...conditions));
  return [
    exists(
      db
        .select({ one: sql`1` })
        .from(productVehicles)
        .where(
          and(
            eq(productVehicles.productId, products.id),
            sql`${productVehicles.vehicleMakeId} = any(array(${matchingVehicles}))`,
          ),
        ),
    ),
  ];
}

/** Products of one vehicle (`product_vehicles_vehicle_sort_idx`) under `conditions`, in name order. */
function vehiclePage(db: Db, conditions: SQL[], vehicleId: number | Placeholder) {
  return selectProductPage(db)
    .innerJoin(
      productVehicles,
      and(eq(productVehicles.productId, products.id), eq(productVehicles.vehicleMakeId, vehicleId)),
    )
    .where(and(...conditions))
    .orderBy(asc(productVehicles.sortName), asc(productVehicles.productId));
}

/** A page of one vehicle's products in name order, as a named prepared statement (see `productDetailStatement`). */
const vehiclePageStatement = perHandle('vehicle_page', (db) =>
  vehiclePage(
    db,
    productConditions({ page: 1, limit: 1, sort: 'name' }, undefined),
    sql.placeholder('vehicleId'),
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/**
 * The id of the one vehicle (`vehicle_makes` row) the vehicle filters match, e.g. make + model + year; undefined when
 * there are no vehicle filters or they match none or several.
 */
async function onlyMatchingVehicle(db: Db, params: ProductListParams): Promise<number | undefined> {
  const conditions = vehicleConditions(params);
  if (!conditions.length) return undefined;
  const matches = await db
    .select({ id: vehicleMakes.id })
    .from(vehicleMakes)
    .where(and(...conditions))
    .limit(2);
  return matches.length === 1 ? matches[0]?.id : undefined;
}

/** The shortest text ranked as a part number (`04465-02220`): shorter ones are words. */
const PART_NUMBER_MIN_CHARS = 5;

/** One of the product's part numbers is the search, as normalised (`0446502220` for `04465-02220`). */
function isPartNumber(q: string | undefined): SQL | undefined {
  const number = normalizePartNumber(q ?? '');
  if (number.length < PART_NUMBER_MIN_CHARS || !/\d/.test(number)) return undefined;
  return sql`exists (select 1 from unnest(${products.partNumbers}) n
    where upper(regexp_replace(n, '[^0-9A-Za-z]', '', 'g')) = ${number})`;
}

/**
 * The order of a search's answers before the chosen sort (issue 25). A part number typed in full puts its parts
 * first in every sort but the price ones. Best sellers (`featured`) also rank the products whose name holds every
 * word above those that matched by description, part, vehicles or a synonym.
 */
function searchRanks(sort: ProductListParams['sort'], q: string | undefined): SQL[] {
  const words = searchWords(q);
  if (!words.length || sort === 'price_asc' || sort === 'price_desc') return [];
  const number = isPartNumber(q);
  const ranks = number ? [desc(number)] : [];
  if (sort === 'featured')
    ranks.push(desc(and(...words.map((word) => ilike(products.name, `%${escapeLike(word)}%`))) ?? sql`true`));
  return ranks;
}

function orderBy(sort: ProductListParams['sort'], q?: string): SQL[] {
  const byName = [asc(products.sortName), asc(products.id)];
  const ranks = searchRanks(sort, q);
  switch (sort) {
    case 'featured':
      return [...ranks, desc(products.totalSold), ...byName];
    case 'newest':
      return [...ranks, desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(products.pricePesewas), ...byName];
    case 'price_desc':
      return [desc(products.pricePesewas), ...byName];
    default:
      return [...ranks, ...byName];
  }
}

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePesewas: products.pricePesewas,
  stock: products.stock,
  partId: products.partId,
  partName: parts.name,
  partCategory: parts.category,
  images: products.images,
  businessId: products.businessId,
  businessName: businesses.businessName,
  totalSold: products.totalSold,
  createdAt: products.createdAt,
  productState: products.productState,
  warrantyDuration: products.warrantyDuration,
  warrantyUnit: products.warrantyUnit,
  replacementDays: products.replacementDays,
  fitmentNote: products.fitmentNote,
  partNumbers: products.partNumbers,
  sku: products.sku,
  archivedAt: products.archivedAt,
};

/** Products joined with their shop and part, selecting the columns a Product needs. */
function selectProducts(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(parts, eq(parts.id, products.partId));
}

/** `value, count(*)` over products joined with their shop and part (one row per product). */
function selectProductFacet(db: Db, value: SQL) {
  return db
    .select({ value: sql<string>`${value}::text`, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(parts, eq(parts.id, products.partId));
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** A product's average rating (one decimal, null without reviews) and its number of reviews, as select columns. */
export const productRatingColumns = {
  rating: sql<
    number | null
  >`(select round(avg(r.rating)::numeric, 1)::float8 from ${reviews} r where r.product_id = ${products.id})`,
  ratings: sql<number>`(select count(*)::int from ${reviews} r where r.product_id = ${products.id})`,
};

/**
 * A page of products with each one's compatible vehicles (make → model → year) and rating in the SAME query
 * (correlated subqueries, evaluated for the page's rows only): one round trip instead of three.
 * Each vehicle is looked up by its key (`lateral … offset 0` keeps the planner from hashing all of `vehicle_makes`
 * once per product, which took about twice as long for a page of 30 at 100,000 products).
 */
function selectProductPage(db: Db) {
  return db
    .select({
      ...productColumns,
      vehicles: sql<ProductVehicle[]>`coalesce((
        select json_agg(json_build_object('vehicleMakeId', vm.id, 'vehicleMakeName', vm.name,
                 'vehicleMakeModelName', vm.model_name, 'vehicleMakeYear', vm.year)
               order by vm.name, vm.model_name, vm.year)
          from ${productVehicles} pv
         cross join lateral (select * from ${vehicleMakes} v where v.id = pv.vehicle_make_id offset 0) vm
         where pv.product_id = ${products.id}), '[]'::json)`,
      ...productRatingColumns,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(parts, eq(parts.id, products.partId));
}

function toProduct(
  row: ProductRow,
  vehicles: ProductVehicle[],
  rating: { rating: number; ratings: number } | undefined,
): Product {
  const metadata: Product['metadata'] = {};
  if (row.productState) metadata.productState = row.productState;
  if (row.warrantyDuration && row.warrantyUnit) {
    metadata.warranty = { duration: row.warrantyDuration, unit: row.warrantyUnit };
  }
  if (row.replacementDays) metadata.replacement = row.replacementDays;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toCedis(row.pricePesewas),
    stock: row.stock,
    partId: row.partId,
    partName: row.partName,
    partCategory: row.partCategory,
    images: row.images,
    businessId: row.businessId,
    businessName: row.businessName,
    rating: rating?.rating ?? 0,
    ratings: rating?.ratings ?? 0,
    sku: row.sku ?? skuFor(row.id),
    totalSold: row.totalSold,
    createdAt: row.createdAt.toISOString(),
    vehicleMakes: vehicles,
    metadata,
    fitmentNote: row.fitmentNote,
    partNumbers: row.partNumbers,
    // Only on an archived product (issue 24): the catalogue's answers stay as they were.
    ...(row.archivedAt ? { archived: true } : {}),
  };
}

async function facetCounts(
  db: Db,
  params: ProductListParams,
  search: ResolvedSearch,
): Promise<ProductFacets> {
  const asFacet = (rows: { value: string; count: number }[]) =>
    rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));

  /** A facet on the product or its part: all other filters apply, including the vehicle ones. */
  const productFacet = async (field: 'category' | 'part' | 'condition', column: SQL) =>
    asFacet(
      await selectProductFacet(db, column)
        .where(
          and(
            ...productConditions(params, search, field),
            ...vehicleExists(db, params),
            sql`${column} is not null`,
          ),
        )
        .groupBy(column)
        .orderBy(asc(column)),
    );

  /**
   * A facet on the compatible vehicle: the other vehicle filters apply to the same vehicle row. Distinct
   * (product, value) pairs first, then counted: a hash aggregate, much cheaper than count(distinct).
   */
  const vehicleFacet = async (field: 'make' | 'model' | 'year', column: SQL, order: SQL) => {
    const pairs = db
      .selectDistinct({ productId: products.id, value: sql<string>`${column}`.as('value') })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .innerJoin(parts, eq(parts.id, products.partId))
      .innerJoin(productVehicles, eq(productVehicles.productId, products.id))
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, productVehicles.vehicleMakeId))
      .where(and(...productConditions(params, search), ...vehicleConditions(params, field)))
      .as('pairs');
    return asFacet(
      await db
        .select({ value: sql<string>`${pairs.value}::text`, count: sql<number>`count(*)::int` })
        .from(pairs)
        .groupBy(pairs.value)
        .orderBy(sql`${pairs.value} ${order}`),
    );
  };

  const [make, model, year, category, part, condition] = await Promise.all([
    vehicleFacet('make', sql`${vehicleMakes.name}`, sql`asc`),
    vehicleFacet('model', sql`${vehicleMakes.modelName}`, sql`asc`),
    vehicleFacet('year', sql`${vehicleMakes.year}`, sql`desc`),
    productFacet('category', sql`${parts.category}`),
    productFacet('part', sql`${parts.name}`),
    productFacet('condition', sql`${products.productState}`),
  ]);
  return { make, model, year, category, part, condition };
}

async function catalogueVersionOf(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return Number(row?.version ?? 0);
}

export interface ProductList {
  data: Product[];
  meta: { page: number; limit: number; total: number; facets: ProductFacets };
}

export interface ListProductsOptions {
  /** Facet counts and totals by catalogue version (kept up to date by product writes); without it they are computed on every call. */
  cache?: FacetCache;
  /** `q` resolved (SearchVocabulary); without it each word is matched as typed. */
  search?: ResolvedSearch;
}

export async function listProducts(
  db: Db,
  params: ProductListParams,
  options: ListProductsOptions = {},
): Promise<ProductList> {
  const search = options.search ?? literalSearch(params.q);
  const offset = (params.page - 1) * params.limit;

  const countAndFacets = async (): Promise<FacetEntry> => {
    const [total, facets] = await Promise.all([
      countProducts(db, params, search),
      facetCounts(db, params, search),
    ]);
    return { total, facets };
  };

  const cached = async (): Promise<FacetEntry> => {
    const cache = options.cache;
    if (!cache) return countAndFacets();
    const filter = facetFilterOf(params, search);
    return cache.getOrCompute(await catalogueVersionOf(db), facetKeyOf(filter), filter, countAndFacets);
  };

  const page = async () => {
    const vehicleId = params.sort === 'name' ? await onlyMatchingVehicle(db, params) : undefined;
    if (vehicleId === undefined) {
      // The page's ids first, then their rows: PostgreSQL computes the select list (vehicles, rating) for every row
      // an offset skips, so a deep page joined in one statement cost seconds at 100,000 products. The ids of a
      // listed page come from the `products_listed_*` indexes alone (migration 0023).
      // The part is joined only for a part or category filter (the index does not hold it).
      const order = orderBy(params.sort, params.q);
      const [, ...others] = productConditions(params, search);
      const ids = db.select({ id: products.id }).from(products);
      const pageIds = (
        params.category?.length || params.part?.length
          ? ids.innerJoin(parts, eq(parts.id, products.partId))
          : ids
      )
        .where(and(listedByIndex, ...others, ...vehicleExists(db, params)))
        .orderBy(...order)
        .limit(params.limit)
        .offset(offset);
      return selectProductPage(db)
        .where(inArray(products.id, pageIds))
        .orderBy(...order);
    }
    // One vehicle in name order: its rows of `product_vehicles_vehicle_sort_idx` are the page's candidates in order
    // (sort_name is lower(name)), so the page is read from the index instead of walking every product by name.
    const conditions = productConditions(params, search);
    // Nothing but the vehicle (and the listed condition, always there): the prepared statement.
    if (conditions.length === 1)
      return vehiclePageStatement(db).execute({ vehicleId, limit: params.limit, offset });
    return vehiclePage(db, conditions, vehicleId).limit(params.limit).offset(offset);
  };

  const [rows, { total, facets }] = await Promise.all([page(), cached()]);

  return { data: rows.map(toPageProduct), meta: { page: params.page, limit: params.limit, total, facets } };
}

/** How many products `params` with the resolved `search` lists (a search's total; a "did you mean" is checked with it). */
export async function countProducts(
  db: Db,
  params: ProductListParams,
  search: ResolvedSearch,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(parts, eq(parts.id, products.partId))
    .where(and(...productConditions(params, search), ...vehicleExists(db, params)));
  return Number(row?.total ?? 0);
}

/** A row of `selectProductPage` as a Product. */
function toPageProduct({ vehicles, rating, ratings, ...row }: PageRow): Product {
  return toProduct(
    row,
    vehicles,
    ratings ? { rating: Number(rating ?? 0), ratings: Number(ratings) } : undefined,
  );
}

type PageRow = Awaited<ReturnType<ReturnType<typeof selectProductPage>['execute']>>[number];

function managedOrderBy(sort: ManagedProductListParams['sort']): SQL[] {
  const byName = [asc(sql`lower(${products.name})`), asc(products.id)];
  switch (sort) {
    case 'name_desc':
      return [desc(sql`lower(${products.name})`), desc(products.id)];
    case 'price_asc':
      return [asc(products.pricePesewas), ...byName];
    case 'price_desc':
      return [desc(products.pricePesewas), ...byName];
    case 'stock_asc':
      return [asc(products.stock), ...byName];
    case 'stock_desc':
      return [desc(products.stock), ...byName];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    default:
      return byName;
  }
}

const stockCondition = {
  in: gt(products.stock, LOW_STOCK_MAX),
  low: between(products.stock, 1, LOW_STOCK_MAX),
  out: eq(products.stock, 0),
} as const;

const archivedCondition = {
  active: isNull(products.archivedAt),
  archived: isNotNull(products.archivedAt),
} as const;

/**
 * `GET /products/manage` (issue 24): the products `user` may manage — every product of the shops they are a member
 * of, whatever the shop's status (a vendor), or every product (an admin) — searched (§5 words), filtered by shop,
 * stock state and archived or not (`status`; both when absent), sorted and paged. The role gate is the route's; a non-admin sees only their shops' products.
 */
export async function listManagedProducts(
  db: Db,
  user: AuthUser,
  params: ManagedProductListParams,
  search: ResolvedSearch = literalSearch(params.q),
): Promise<{ data: Product[]; meta: { page: number; limit: number; total: number } }> {
  const conditions = searchAndShop(params, search);
  if (!user.isAdmin) {
    conditions.push(
      inArray(
        products.businessId,
        db
          .select({ id: businessMembers.businessId })
          .from(businessMembers)
          .where(eq(businessMembers.userId, user.id)),
      ),
    );
  }
  if (params.stock) conditions.push(stockCondition[params.stock]);
  if (params.status) conditions.push(archivedCondition[params.status]);
  if (params.condition) conditions.push(eq(products.productState, params.condition));
  // Subqueries, not joins: the count below reads `products` alone.
  if (params.category)
    conditions.push(
      inArray(
        products.partId,
        db
          .select({ id: parts.id })
          .from(parts)
          .where(eq(sql`lower(${parts.category})`, params.category.toLowerCase())),
      ),
    );
  if (params.make)
    conditions.push(
      inArray(
        products.id,
        db
          .select({ id: productVehicles.productId })
          .from(productVehicles)
          .innerJoin(vehicleMakes, eq(vehicleMakes.id, productVehicles.vehicleMakeId))
          .where(eq(sql`lower(${vehicleMakes.name})`, params.make.toLowerCase())),
      ),
    );
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectProductPage(db)
      .where(where)
      .orderBy(...managedOrderBy(params.sort))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return {
    data: rows.map(toPageProduct),
    meta: { page: params.page, limit: params.limit, total: Number(count?.total ?? 0) },
  };
}

/**
 * The product page's query as a named prepared statement (per database handle): PostgreSQL plans it once per
 * connection instead of on every call, where planning (~1.7 ms) cost three times the execution (~0.5 ms) at 100,000
 * products (issue 9). A pooler in transaction mode must support named prepared statements (apps/api/README.md).
 */
const productDetailStatement = perHandle('product_detail', (db) =>
  selectProductPage(db).where(eq(products.id, sql.placeholder('id'))),
);

/**
 * One product with its reviews (newest first, with the authors' public names). Products of inactive or pending shops are still found here, so
 * links in past orders keep working; only the list hides them.
 */
export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  if (!isDbInt(id)) throw new NotFoundError('Product not found');
  // The product (with vehicles and rating) and its reviews at once: one round trip, not two.
  const [[found], productReviews] = await Promise.all([
    productDetailStatement(db).execute({ id }),
    listReviews(db, id),
  ]);
  if (!found) throw new NotFoundError('Product not found');
  return { ...toPageProduct(found), reviews: productReviews };
}
