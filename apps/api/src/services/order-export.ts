/**
 * Orders as CSV (issue 24; docs/orders-csv.md): the order list's filters, every matching order instead of a page.
 * One row per shop part of an order. A shop's export (its members and admins) holds only its own parts, with that
 * part's status and money; the all-orders export is for admins. Who may see what is the list's rule (services/orders.ts).
 */
import {
  ORDER_CSV_COLUMNS,
  ORDER_EXPORT_MAX_ROWS,
  type OrderCsvColumn,
  type OrderExportParams,
  toCedis,
  toCsv,
} from '@abossey/sdk';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderItems, orders, vendorOrders } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { HttpError, isDbInt } from './errors.js';
import { dateConditions, keywordCondition, memberBusinessIds, orderSort } from './orders.js';

const money = (pesewas: number) => toCedis(pesewas).toFixed(2);

/** Digits, spaces and `+ - ( ) .` only (`+233 24 123 4567`): no formula can call anything, so it stays as typed. */
const PHONE_LIKE = /^[+-]?[\d\s().-]+$/;

/**
 * A text the buyer or a shop typed, made safe to open in a spreadsheet: one that starts like a formula (`=`, `+`,
 * `-`, `@`, a tab or a return) and is not just a number gets a leading apostrophe, so Excel and Sheets show it
 * instead of running it (OWASP "CSV injection"). The export is for reading, not for importing back.
 */
const typed = (text: string | null) =>
  text && /^[=+\-@\t\r]/.test(text) && !PHONE_LIKE.test(text) ? `'${text}` : (text ?? '');

/**
 * `GET /orders/export.csv` (admins: every order) and `GET /orders/business/:businessId/export.csv` (that shop's
 * members and admins). `status` filters by the order's status, or in a shop's export by its part's status, as the
 * lists do. More than `ORDER_EXPORT_MAX_ROWS` rows is a 400 that says to narrow the filters (nothing is cut silently).
 */
export async function exportOrders(
  db: Db,
  user: AuthUser,
  params: OrderExportParams,
  businessId?: number,
): Promise<string> {
  if (businessId === undefined) {
    if (!user.isAdmin) throw new HttpError(403, 'Only admins can export every order.');
  } else if (!user.isAdmin && !(await memberBusinessIds(db, user.id)).includes(businessId)) {
    throw new HttpError(403, 'You can only see the orders of your own shops.');
  }
  if (businessId !== undefined && !isDbInt(businessId)) return toCsv([[...ORDER_CSV_COLUMNS]]);

  const conditions: (SQL | undefined)[] = [
    businessId === undefined ? undefined : eq(vendorOrders.businessId, businessId),
    keywordCondition(params.q),
    ...dateConditions(params),
    params.status
      ? eq(businessId === undefined ? orders.status : vendorOrders.status, params.status)
      : undefined,
  ];
  const rows = await db
    .select({ order: orders, part: vendorOrders })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(...conditions))
    .orderBy(
      ...orderSort(
        params.sort,
        businessId === undefined ? orders.totalAmountPesewas : vendorOrders.subTotalPesewas,
      ),
      asc(vendorOrders.id),
    )
    .limit(ORDER_EXPORT_MAX_ROWS + 1);
  if (rows.length > ORDER_EXPORT_MAX_ROWS)
    throw new HttpError(
      400,
      `More than ${ORDER_EXPORT_MAX_ROWS} orders match: narrow the dates or choose a status to export them in parts`,
    );

  const units = await unitsByPart(
    db,
    rows.map((row) => row.part.id),
  );
  const lines = rows.map(({ order, part }) => {
    const cells: Record<OrderCsvColumn, string | number> = {
      order_code: order.orderCode,
      placed_at: order.createdAt.toISOString(),
      order_status: order.status,
      shop: typed(part.vendorName),
      shop_status: part.status,
      payment_status: part.paymentStatus,
      delivery: part.deliveryMethod ?? '',
      tracking_number: typed(part.trackingNumber),
      customer: typed(order.deliveryToName),
      phone: typed(order.deliveryToPhone),
      address: typed(order.deliveryToAddress),
      city: typed(order.deliveryToCity),
      region: typed(order.deliveryToState),
      units: units.get(part.id) ?? 0,
      subtotal: money(part.subTotalPesewas),
      delivery_fee: money(part.shippingFeePesewas),
      total: money(part.subTotalPesewas + part.shippingFeePesewas + part.taxPesewas),
    };
    return ORDER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return toCsv([[...ORDER_CSV_COLUMNS], ...lines]);
}

/** Units per shop part, in batches (an export may name thousands of parts). */
async function unitsByPart(db: Db, partIds: number[]): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  for (let at = 0; at < partIds.length; at += 1000) {
    const batch = partIds.slice(at, at + 1000);
    const rows = await db
      .select({ id: orderItems.vendorOrderId, n: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(inArray(orderItems.vendorOrderId, batch))
      .groupBy(orderItems.vendorOrderId);
    for (const row of rows) units.set(row.id, Number(row.n));
  }
  return units;
}
