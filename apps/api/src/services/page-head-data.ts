/**
 * The database reads behind the storefront's page heads and the sitemap (routes/web.ts, web/page-head.ts).
 *
 * - A product's head is one query by primary key (a named prepared statement on PostgreSQL): the product, its part
 *   and shop by key, its rating from `reviews_product_idx`. Products of inactive or pending shops are found, as
 *   `GET /api/products/:id` finds them (old order links); the head marks them `noindex`.
 * - A shop's head: the shop by key, active shops only, as `GET /api/business/:id` shows an anonymous visitor.
 * - The sitemap lists active shops and their products, by id, a page at a time: one count query, then at most one
 *   query per table per page, reading `(id, updated_at)` only.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perHandle } from '../db/prepared.js';
import { businesses, parts, products } from '../db/schema.js';
import type { ProductHeadData, ShopHeadData } from '../web/page-head.js';
import { isDbInt } from './errors.js';
import { productRatingColumns } from './products.js';

const productHeadStatement = perHandle('product_head', (db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      pricePesewas: products.pricePesewas,
      stock: products.stock,
      images: products.images,
      partName: parts.name,
      partCategory: parts.category,
      partNumbers: products.partNumbers,
      sku: products.sku,
      productState: products.productState,
      businessId: products.businessId,
      businessName: businesses.businessName,
      // Listed: an archived product (issue 24) is kept out of search engines like one of an inactive shop.
      shopActive: sql<boolean>`${businesses.status} = 'active' and ${products.archivedAt} is null`,
      ...productRatingColumns,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(parts, eq(parts.id, products.partId))
    .where(eq(products.id, sql.placeholder('id'))),
);

export async function productForHead(db: Db, id: number): Promise<ProductHeadData | undefined> {
  if (!isDbInt(id) || id < 1) return undefined;
  const [row] = await productHeadStatement(db).execute({ id });
  if (!row) return undefined;
  return {
    ...row,
    shopActive: Boolean(row.shopActive),
    rating: row.rating === null ? null : Number(row.rating),
    ratings: Number(row.ratings),
  };
}

export async function shopForHead(db: Db, id: number): Promise<ShopHeadData | undefined> {
  if (!isDbInt(id) || id < 1) return undefined;
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      address: businesses.address,
      country: businesses.country,
      phone: businesses.phone,
      imageUrl: businesses.imageUrl,
    })
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.status, 'active')));
  return row;
}

/** How many public shops and products the sitemap lists. */
export async function sitemapCounts(db: Db): Promise<{ shops: number; products: number }> {
  const [row] = await db
    .select({
      shops: sql<number>`(select count(*)::int from ${businesses} where ${businesses.status} = 'active')`,
      products: sql<number>`(select count(*)::int from ${products} p join ${businesses} b on b.id = p.business_id where b.status = 'active' and p.archived_at is null)`,
    })
    .from(sql`(select 1) as one`);
  return { shops: Number(row?.shops ?? 0), products: Number(row?.products ?? 0) };
}

export interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/** Active shops by id, `limit` from `offset`. */
export function sitemapShops(db: Db, offset: number, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: businesses.id, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(eq(businesses.status, 'active'))
    .orderBy(asc(businesses.id))
    .limit(limit)
    .offset(offset);
}

/** Listed products (of active shops, not archived) by id, `limit` from `offset` (the primary key's order). */
export function sitemapProducts(db: Db, offset: number, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(eq(businesses.status, 'active'), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}
