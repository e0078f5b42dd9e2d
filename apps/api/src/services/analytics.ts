/**
 * Dashboard analytics (§7 `/analytics/…`), computed in SQL.
 *
 * - Scope: an admin sees all shops (or one with `businessId`); a vendor sees the shops they are a member of (or one
 *   of them with `businessId`; another shop's id is 403). Customers never reach this (403 at the route).
 * - Time: an order counts in the year/month/week/day of its `created_at` in UTC (= Ghana time, GMT+0).
 * - Revenue is merchandise sales: the shops' item totals (price × quantity, i.e. vendor-order subtotals), without
 *   the buyer's service charge. Vendor orders that are cancelled, rejected or refunded are excluded.
 * - Completion vs cancellation counts shop orders (vendor orders): completed = delivered or completed,
 *   cancelled = cancelled, rejected or refunded, in progress = everything else.
 * - Partner garages: orders whose `partner_ref` is set (an order that started from a widget), per ref, with the same
 *   revenue rule; admin only (the route refuses vendors).
 * - Money leaves as GH₵ numbers.
 */
import { toCedis } from '@abossey/sdk';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  type OrderStatus,
  orderItems,
  orders,
  parts,
  products,
  reviews,
  vendorOrders,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { HttpError } from './errors.js';
import { memberBusinessIds } from './orders.js';

const NOT_REVENUE: readonly OrderStatus[] = ['cancelled', 'rejected', 'refunded'];
const COMPLETED: readonly OrderStatus[] = ['delivered', 'completed'];

/** The shop ids the caller may see, or null for "every shop". */
export async function analyticsScope(db: Db, user: AuthUser, businessId?: number): Promise<number[] | null> {
  if (user.isAdmin) return businessId === undefined ? null : [businessId];
  const shops = await memberBusinessIds(db, user.id);
  if (businessId === undefined) return shops;
  if (!shops.includes(businessId))
    throw new HttpError(403, 'You can only see the analytics of your own shops.');
  return [businessId];
}

const inScope = (
  column: typeof vendorOrders.businessId | typeof products.businessId,
  scope: number[] | null,
) => (scope === null ? undefined : scope.length ? inArray(column, scope) : sql`false`);

const yearRange = (column: typeof orders.createdAt | typeof reviews.createdAt, year: number) =>
  and(gte(column, new Date(Date.UTC(year, 0, 1))), lt(column, new Date(Date.UTC(year + 1, 0, 1))));

const utc = (column: typeof orders.createdAt) => sql`(${column} at time zone 'UTC')`;
const num = (v: unknown) => Number(v ?? 0);
const round1 = (v: number) => Math.round(v * 10) / 10;

export async function revenue(
  db: Db,
  scope: number[] | null,
  year: number,
  groupBy: 'month' | 'week' | 'day',
) {
  const format = groupBy === 'month' ? 'YYYY-MM' : groupBy === 'week' ? 'IYYY-"W"IW' : 'YYYY-MM-DD';
  const period = sql<string>`to_char(${utc(orders.createdAt)}, ${sql.raw(`'${format}'`)})`;
  const rows = await db
    .select({
      period,
      revenue: sql<string>`sum(${vendorOrders.subTotalPesewas})::text`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(
        yearRange(orders.createdAt, year),
        notInArray(vendorOrders.status, [...NOT_REVENUE]),
        inScope(vendorOrders.businessId, scope),
      ),
    )
    .groupBy(period)
    .orderBy(asc(period));
  const byPeriod = new Map(rows.map((r) => [r.period, { revenue: num(r.revenue), orders: num(r.orders) }]));
  // Months are always all twelve; weeks and days list only periods with sales.
  const periods =
    groupBy === 'month'
      ? Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
      : rows.map((r) => r.period);
  const series = periods.map((p) => {
    const v = byPeriod.get(p);
    return { period: p, revenue: toCedis(v?.revenue ?? 0), orders: v?.orders ?? 0 };
  });
  const [totals] = await db
    .select({
      revenue: sql<string>`coalesce(sum(${vendorOrders.subTotalPesewas}), 0)::text`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(
        yearRange(orders.createdAt, year),
        notInArray(vendorOrders.status, [...NOT_REVENUE]),
        inScope(vendorOrders.businessId, scope),
      ),
    );
  return { year, groupBy, total: toCedis(num(totals?.revenue)), orders: num(totals?.orders), series };
}

export async function revenueByCategory(db: Db, scope: number[] | null, year: number, month: number) {
  const category = sql<string>`coalesce(${parts.category}, 'Other')`;
  const rows = await db
    .select({
      category,
      revenue: sql<string>`sum(${orderItems.pricePesewas}::bigint * ${orderItems.quantity})::text`,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(parts, eq(parts.id, products.partId))
    .where(
      and(
        yearRange(orders.createdAt, year),
        month ? sql`extract(month from ${utc(orders.createdAt)}) = ${month}` : undefined,
        notInArray(vendorOrders.status, [...NOT_REVENUE]),
        inScope(vendorOrders.businessId, scope),
      ),
    )
    .groupBy(category)
    .orderBy(desc(sql`sum(${orderItems.pricePesewas}::bigint * ${orderItems.quantity})`), asc(category));
  return {
    year,
    month,
    categories: rows.map((r) => ({
      category: r.category,
      revenue: toCedis(num(r.revenue)),
      quantity: num(r.quantity),
    })),
  };
}

/** Month-over-month growth in %, one decimal; January compares with December of the year before. */
export async function revenueGrowth(db: Db, scope: number[] | null, year: number) {
  const period = sql<string>`to_char(${utc(orders.createdAt)}, 'YYYY-MM')`;
  const rows = await db
    .select({ period, revenue: sql<string>`sum(${vendorOrders.subTotalPesewas})::text` })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(
        gte(orders.createdAt, new Date(Date.UTC(year - 1, 11, 1))),
        lt(orders.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
        notInArray(vendorOrders.status, [...NOT_REVENUE]),
        inScope(vendorOrders.businessId, scope),
      ),
    )
    .groupBy(period);
  const byPeriod = new Map(rows.map((r) => [r.period, num(r.revenue)]));
  let previous = byPeriod.get(`${year - 1}-12`) ?? 0;
  const months = Array.from({ length: 12 }, (_, i) => {
    const current = byPeriod.get(`${year}-${String(i + 1).padStart(2, '0')}`) ?? 0;
    const growth = previous === 0 ? null : round1(((current - previous) / previous) * 100);
    previous = current;
    return { month: i + 1, revenue: toCedis(current), growth };
  });
  return { year, months };
}

/** Best sellers by units sold (then revenue); the current product name when the product still exists. */
export async function topSellingProducts(db: Db, scope: number[] | null, year: number, limit: number) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const revenueSum = sql`sum(${orderItems.pricePesewas}::bigint * ${orderItems.quantity})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      productName: sql<string>`coalesce(max(${products.name}), max(${orderItems.productName}))`,
      quantity,
      revenue: sql<string>`${revenueSum}::text`,
    })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        yearRange(orders.createdAt, year),
        notInArray(vendorOrders.status, [...NOT_REVENUE]),
        inScope(vendorOrders.businessId, scope),
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(sql`sum(${orderItems.quantity})`), desc(revenueSum), asc(orderItems.productId))
    .limit(limit);
  return {
    year,
    products: rows.map((r) => ({
      productId: r.productId,
      productName: r.productName,
      quantity: num(r.quantity),
      revenue: toCedis(num(r.revenue)),
    })),
  };
}

/** Reviews written in the year on the scope's products, per part category: count and average (one decimal). */
export async function reviewsByCategory(db: Db, scope: number[] | null, year: number) {
  const rows = await db
    .select({
      category: parts.category,
      reviews: sql<number>`count(*)::int`,
      average: sql<string>`avg(${reviews.rating})::text`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(parts, eq(parts.id, products.partId))
    .where(and(yearRange(reviews.createdAt, year), inScope(products.businessId, scope)))
    .groupBy(parts.category)
    .orderBy(desc(sql`count(*)`), asc(parts.category));
  return {
    year,
    categories: rows.map((r) => ({
      category: r.category,
      reviews: num(r.reviews),
      averageRating: round1(num(r.average)),
    })),
  };
}

export async function completionVsCancellation(db: Db, scope: number[] | null, year: number) {
  const month = sql<number>`extract(month from ${utc(orders.createdAt)})::int`;
  const rows = await db
    .select({ month, status: vendorOrders.status, n: sql<number>`count(*)::int` })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(yearRange(orders.createdAt, year), inScope(vendorOrders.businessId, scope)))
    .groupBy(month, vendorOrders.status);
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, completed: 0, cancelled: 0 }));
  let completed = 0;
  let cancelled = 0;
  let total = 0;
  for (const r of rows) {
    const n = num(r.n);
    total += n;
    const m = months[num(r.month) - 1];
    if (COMPLETED.includes(r.status)) {
      completed += n;
      if (m) m.completed += n;
    } else if (NOT_REVENUE.includes(r.status)) {
      cancelled += n;
      if (m) m.cancelled += n;
    }
  }
  const rate = (n: number) => (total === 0 ? 0 : round1((n / total) * 100));
  return {
    year,
    completed,
    cancelled,
    inProgress: total - completed - cancelled,
    total,
    completionRate: rate(completed),
    cancellationRate: rate(cancelled),
    months,
  };
}

/** An inclusive date bound: a date-only `to` covers that whole day (UTC = Ghana time). */
function partnerDateConditions(from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  const dateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  if (from) conditions.push(gte(orders.createdAt, new Date(dateOnly(from) ? `${from}T00:00:00.000Z` : from)));
  if (to) {
    if (dateOnly(to))
      conditions.push(lt(orders.createdAt, new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000)));
    else conditions.push(lte(orders.createdAt, new Date(to)));
  }
  return conditions;
}

/** Orders and merchandise revenue per partner garage `ref` (every shop), highest revenue first, then by ref. */
export async function partnerGarages(db: Db, from?: string, to?: string) {
  const where = and(
    isNotNull(orders.partnerRef),
    notInArray(vendorOrders.status, [...NOT_REVENUE]),
    ...partnerDateConditions(from, to),
  );
  const revenueSum = sql`coalesce(sum(${vendorOrders.subTotalPesewas}), 0)`;
  const rows = await db
    .select({
      ref: sql<string>`${orders.partnerRef}`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      revenue: sql<string>`${revenueSum}::text`,
    })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(where)
    .groupBy(orders.partnerRef)
    .orderBy(desc(revenueSum), asc(orders.partnerRef));
  const partners = rows.map((r) => ({ ref: r.ref, orders: num(r.orders), revenue: toCedis(num(r.revenue)) }));
  return {
    from: from ?? null,
    to: to ?? null,
    partners,
    total: {
      orders: partners.reduce((n, p) => n + p.orders, 0),
      revenue: toCedis(rows.reduce((n, r) => n + num(r.revenue), 0)),
    },
  };
}
