/**
 * Checkout: `POST /orders` (ARCHITECTURE.md "Orders", issue 3).
 *
 * Before any lock: a replayed `Idempotency-Key` is answered from its order, and the delivery address is resolved.
 * Then ONE statement places the order (`placeOrder`: data-modifying CTEs), because every buyer of a product waits for
 * its row lock and a row stays locked from the statement that takes it until COMMIT (issue 9; docs/reliability.md
 * "Checkout under load"). The statement locks the products in id order, and only if every line can be served (the
 * product exists, its shop is active, the stock suffices) does it insert the order (prices and totals from the locked
 * rows, never from the client), take the stock, and write the vendor orders, items, history and notifications;
 * otherwise it writes nothing and names the short lines, which become a 409 naming the first of them. An order row
 * with the same (user, `Idempotency-Key`) makes it write nothing too (`ON CONFLICT DO NOTHING`, waiting for a
 * concurrent request with the key to finish), and the caller answers with that order.
 * Checkouts arriving while another commits are committed together (`group-commit.ts`); as the statement never fails
 * for a refusal, it needs no savepoint there, and a lone checkout needs no BEGIN/COMMIT. The answer is built from
 * the rows the statement returns (`to_jsonb` of what it inserted), given once they are committed: no read after.
 * Only `stock`, `total_sold` and `updated_at` of products change (the facet cache's catalogue version stays).
 * `discount` from the client is ignored: no discount rule exists yet, so the discount is always 0.
 * `ref` (a partner garage's referral id, pattern-checked by the schema) is stored as `partner_ref` for the partner report.
 */
import type { OrderDetail, orderCreateBody } from '@abossey/sdk';
import {
  CHECKOUT_SERVICE_CHARGE_PERCENT,
  DELIVERY_ZONES,
  deliveryZone,
  fallbackZone,
  ghanaRegion,
  regionZone,
} from '@abossey/sdk';
import { and, asc, desc, eq, getTableColumns, type InferSelectModel, sql, type Table } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { executePrepared, perHandle } from '../db/prepared.js';
import {
  addresses,
  businessDeliveryZones,
  businesses,
  businessMembers,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  stockMovements,
  users,
  vendorOrders,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { ADDRESS_NOT_FOUND, findOwnAddress } from './addresses.js';
import { HttpError } from './errors.js';
import { groupCommitterOf } from './group-commit.js';
import { checkoutDetail, loadOrderDetail, type OrderRow, type PlacedRows } from './orders.js';

type CheckoutInput = z.output<typeof orderCreateBody>['data'];

export interface CheckoutResult {
  /** False when an earlier request with the same Idempotency-Key already created the order. */
  created: boolean;
  detail: Omit<OrderDetail, 'history'>;
}

export const IDEMPOTENCY_KEY_MAX = 200;

interface Delivery {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string | null;
  country: string;
}

export async function checkout(
  db: Db,
  user: AuthUser,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<CheckoutResult> {
  const lines = mergeLines(input.items);
  // What needs no lock is read before, one query after the other: fanning queries out over the pool would multiply
  // the queue for a connection under load (and a wait over 5 s fails the request).
  if (idempotencyKey !== undefined) {
    const existing = await findByKey(db, user.id, idempotencyKey);
    if (existing) return { created: false, detail: await detailOf(db, existing) };
  }
  const address = await resolveDelivery(db, user.id, input);
  const zone = resolveZone(address, input.deliveryZone);

  // One statement, committed together with the other checkouts arriving meanwhile (group commit): it needs no
  // savepoint, as a short line or a taken Idempotency-Key makes it write nothing and say so in its result.
  const outcome = await groupCommitterOf(db).submit(
    (tx) => placeOrder(tx, user, input, lines, address, zone, idempotencyKey),
    { oneStatement: true },
  );
  // Placed: the answer is built from the rows the statement wrote (its RETURNING), given only now it is committed.
  if (outcome.placed) return { created: true, detail: checkoutDetail(outcome.placed) };
  // Not placed. With a key, another request with it may have placed the order (committed by now, as the answer comes
  // after the commit): that request's answer is this one's too, even when its order took the last units.
  if (idempotencyKey !== undefined) {
    const existing = await findByKey(db, user.id, idempotencyKey);
    if (existing) return { created: false, detail: await detailOf(db, existing) };
  }
  throw notPlacedError(outcome.short, idempotencyKey !== undefined, outcome.refused, zone);
}

/**
 * The buyer's delivery zone: the one sent, which must lie in the address's region (a region's own zone, or an Accra
 * district for Greater Accra), else the address's region. Null when the address names no region we know (an address
 * saved before the region rule): then only shops that have not set up delivery, or pickup, can serve it.
 */
function resolveZone(address: Delivery, wanted: string | undefined): string | null {
  const region = ghanaRegion(address.state);
  if (wanted === undefined) return region ? regionZone(region) : null;
  const info = deliveryZone(wanted);
  if (!info || info.region !== region) {
    const message = region
      ? `The delivery zone must be in the delivery address's region (${region})`
      : 'The delivery address has no region of Ghana: edit it to choose a delivery zone';
    throw new HttpError(400, message, [{ path: 'data.deliveryZone', message }]);
  }
  return info.id;
}

const zoneName = (zone: string | null) =>
  (zone && DELIVERY_ZONES.find((z) => z.id === zone)?.name) ?? 'your delivery address';

/**
 * Why the checkout statement wrote nothing, once no order with the request's key exists: the first short line (409);
 * else, with a key, the key's order was deleted since the statement found it (409, send again); else the statement
 * is broken (it refuses only for a short line or a taken key): a plain Error, which the error handler answers as a
 * 500 with its generic message.
 */
export function notPlacedError(
  short: readonly ShortLine[],
  withKey: boolean,
  refused: readonly RefusedShop[] = [],
  zone: string | null = null,
): Error {
  const [first] = short;
  if (first) return shortageError(first);
  const [shop] = refused;
  if (shop)
    return shop.method === 'pickup'
      ? new HttpError(409, `"${shop.name}" does not offer pickup`)
      : new HttpError(409, `"${shop.name}" does not deliver to ${zoneName(zone)}`);
  // The key was taken, but its order is gone again (deleted in the meantime).
  if (withKey)
    return new HttpError(409, 'The order for this Idempotency-Key was just deleted; send the request again');
  return new Error('the checkout statement placed no order, named no short line, and the request had no key');
}

/** What the checkout statement answers. */
interface Placement {
  /** The rows written; null when nothing was written (a short line, or the Idempotency-Key already has an order). */
  placed: PlacedRows | null;
  /** The lines that could not be served, in product id order (empty when placed or when only the key was taken). */
  short: ShortLine[];
  /** The active shops whose chosen method cannot serve the buyer (no zone for theirs, or pickup not offered). */
  refused: RefusedShop[];
}

export interface RefusedShop {
  business_id: number;
  name: string;
  method: 'delivery' | 'pickup';
}

export interface ShortLine {
  product_id: number;
  found: boolean;
  name: string | null;
  stock: number | null;
  active: boolean;
}

/** jsonb arrives parsed from both drivers; a string is parsed here should a driver ever leave it as text. */
type Json<T> = T | string | null;

interface PlacementRow {
  order_id: number | null;
  short: Json<ShortLine[]>;
  refused: Json<RefusedShop[]>;
  /** `to_jsonb` of the inserted rows (column names as keys, as the table has them). */
  placed_order: Json<Record<string, unknown>>;
  vendor_orders: Json<Record<string, unknown>[]>;
  order_items: Json<Record<string, unknown>[]>;
}

const fromJson = <T>(value: Json<T>): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * A table's row from `to_jsonb` of it, typed as drizzle's select gives it: every column through its own
 * `mapFromDriverValue` (timestamps become Dates, arrays stay arrays), null stays null. A column missing from the JSON
 * means the statement no longer returns the whole row: an error, never a silently undefined field.
 */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(column.name in json)) throw new Error(`the checkout statement returned no ${column.name}`);
    const value = json[column.name];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/**
 * The whole checkout in ONE statement (data-modifying CTEs), so the product rows stay locked for one round trip:
 *
 * - `locked`: the products of the lines, `FOR NO KEY UPDATE` (the lock their UPDATE takes) in id order, so
 *   concurrent checkouts lock rows in the same order and cannot deadlock; a row another transaction is changing is
 *   waited for and then read as that transaction left it;
 * - `verdict`/`go`: every line's product exists, is not archived (issue 24), its shop is active and it has the stock —
 *   else nothing below writes;
 * - `placed`: the order row with its totals (§1/§9 via the same rule as `checkoutTotals`, integer pesewas) from the
 *   locked rows' prices, never the client's; `ON CONFLICT DO NOTHING` on (user_id, idempotency_key): a concurrent
 *   request with the same key is waited for, and if it committed this statement writes nothing (no error, so no
 *   savepoint is needed to keep a batch's transaction usable);
 * - `take`: `stock - q`, `total_sold + q` of each line, only when the order row went in (the rows are locked and were
 *   checked; the `check (stock >= 0)` constraint backs it);
 * - `shop`/`way`: each shop's delivery (issue 25, ADR 0026): the buyer's chosen method, its zone's fee and days from
 *   the database; a shop that cannot serve the buyer (no zone for theirs, pickup not offered) is `refused`, and
 *   nothing is written;
 * - one vendor order per shop (shipping = its delivery fee, tax 0, status pending, payment pending_confirmation,
 *   method, zone, expected dates = the order's day in Ghana + the zone's min/max days), the items with a
 *   snapshot (name, description, price, images), one `sale` row per line in the stock ledger (`stock_movements`,
 *   services/stock-ledger.ts), a 'pending' history row, and notifications to the buyer and each
 *   shop's owner (shop names and owners read here, so a product that moved shops is billed to its shop of now).
 * Data-modifying CTEs always run to completion, whether or not the final SELECT reads them. The final SELECT returns
 * the inserted order, vendor orders and items (`to_jsonb`), from which the answer is built. On PostgreSQL the statement
 * is a named prepared statement (`db/prepared.ts`): all values are parameters, so its text, and name, never change.
 */
async function placeOrder(
  tx: Db,
  user: AuthUser,
  input: CheckoutInput,
  lines: { productId: number; quantity: number }[],
  address: Delivery,
  zone: string | null,
  idempotencyKey: string | undefined,
): Promise<Placement> {
  const choices = (input.shops ?? []).map((c) => ({ business_id: c.businessId, method: c.method }));
  const fallback = zone ? fallbackZone(zone) : null;
  const itemCount = `${lines.length} item${lines.length === 1 ? '' : 's'}`;
  const result = await executePrepared<PlacementRow>(
    tx,
    'checkout',
    sql`
    with lines as (
      select l.product_id, l.quantity
        from jsonb_to_recordset(${JSON.stringify(lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })))}::jsonb)
          as l(product_id bigint, quantity integer)
    ), locked as materialized (
      select p.id, p.name, p.description, p.price_pesewas, p.images, p.stock, p.business_id, p.archived_at
        from ${products} p
       where p.id in (select product_id from lines)
       order by p.id
         for no key update of p
    ), choice as (
      select c.business_id, c.method
        from jsonb_to_recordset(${JSON.stringify(choices)}::jsonb) as c(business_id bigint, method text)
    ), shop as materialized (
      -- Each shop's way to the buyer (issue 25): its zone for the buyer's zone, else (an Accra district) its Greater
      -- Accra zone; 'unset' (no zones, no pickup) delivers everywhere free and undated, as before delivery zones.
      select b.id, coalesce(nullif(b.business_name, ''), b.name) as name, b.status = 'active' as active,
             b.pickup_offered, coalesce(c.method, 'delivery') as method, r.fee_pesewas, r.min_days, r.max_days,
             not b.pickup_offered
               and not exists (select 1 from ${businessDeliveryZones} z0 where z0.business_id = b.id) as unset
        from ${businesses} b
        left join choice c on c.business_id = b.id
        left join lateral (
          select z.fee_pesewas, z.min_days, z.max_days
            from ${businessDeliveryZones} z
           where z.business_id = b.id and z.zone in (${zone}::text, ${fallback}::text)
           order by z.zone = ${zone}::text desc
           limit 1
        ) r on true
       where b.id in (select business_id from locked)
    ), way as materialized (
      select s.id, s.name, s.method,
             case when s.method = 'pickup' then s.pickup_offered else s.unset or s.fee_pesewas is not null end as fine,
             case when s.method = 'delivery' and not s.unset then coalesce(s.fee_pesewas, 0) else 0 end as fee,
             case when s.method = 'delivery' and not s.unset then s.min_days end as min_days,
             case when s.method = 'delivery' and not s.unset then s.max_days end as max_days
        from shop s
       where s.active
    ), verdict as materialized (
      -- Available: its shop is active and the shop has not archived it (issue 24).
      select l.product_id, l.quantity, k.id is not null as found, k.name, k.stock,
             coalesce(s.active, false) and k.archived_at is null as active,
             (k.id is not null and coalesce(s.active, false) and k.archived_at is null and k.stock >= l.quantity) as fine
        from lines l
        left join locked k on k.id = l.product_id
        left join shop s on s.id = k.business_id
    ), go as (
      select bool_and(fine) and not exists (select 1 from way where not fine) as go from verdict
    ), sums as (
      select k.business_id, sum(k.price_pesewas::bigint * l.quantity)::bigint as sub_total
        from locked k join lines l on l.product_id = k.id
       group by k.business_id
    ), totals as (
      -- checkoutTotals(subtotal, 0): the charge is CHECKOUT_SERVICE_CHARGE_PERCENT of the subtotal, rounded half up;
      -- delivery is added after it, never charged on (ADR 0026).
      select s.subtotal, (s.subtotal * ${CHECKOUT_SERVICE_CHARGE_PERCENT}::integer + 50) / 100 as service_charge,
             (select coalesce(sum(w.fee), 0)::bigint from way w where w.id in (select business_id from sums))
               as delivery_fee
        from (select coalesce(sum(sub_total), 0)::bigint as subtotal from sums) s
    ), placed as (
      insert into ${orders}
        (user_id, status, transit_type, delivery_to_name, delivery_to_phone, delivery_to_address, delivery_to_city,
         delivery_to_state, delivery_to_zip_code, delivery_to_country, customer_email, idempotency_key, partner_ref,
         subtotal_pesewas, discount_pesewas, service_charge_pesewas, delivery_fee_pesewas, total_amount_pesewas)
      select ${user.id}::integer, 'pending', ${input.transitType}, ${address.fullName}, ${address.phone}, ${address.address},
             ${address.city}, ${address.state}, ${address.zipCode}, ${address.country},
             (select email from ${users} where id = ${user.id}), ${idempotencyKey ?? null}, ${input.ref ?? null},
             t.subtotal, 0, t.service_charge, t.delivery_fee, t.subtotal + t.service_charge + t.delivery_fee
        from totals t
       where (select go from go)
      on conflict (user_id, idempotency_key) do nothing
      returning *
    ), take as (
      update ${products} p
         set stock = p.stock - l.quantity, total_sold = p.total_sold + l.quantity, updated_at = statement_timestamp()
        from lines l
       where p.id = l.product_id and exists (select 1 from placed)
      returning p.id
    ), vo as (
      insert into ${vendorOrders}
        (order_id, business_id, vendor_name, status, payment_status, sub_total_pesewas, shipping_fee_pesewas,
         tax_pesewas, delivery_method, delivery_zone, delivery_earliest, delivery_latest)
      select o.id, g.business_id, coalesce(s.name, 'Shop ' || g.business_id), 'pending', 'pending_confirmation',
             g.sub_total, coalesce(w.fee, 0), 0, coalesce(w.method, 'delivery'),
             case when coalesce(w.method, 'delivery') = 'delivery' then ${zone}::text end,
             (o.created_at at time zone 'UTC')::date + w.min_days, (o.created_at at time zone 'UTC')::date + w.max_days
        from placed o cross join sums g left join shop s on s.id = g.business_id left join way w on w.id = g.business_id
       order by g.business_id
      returning *
    ), items as (
      insert into ${orderItems}
        (order_id, vendor_order_id, product_id, product_name, product_description, price_pesewas, quantity, images)
      select o.id, vo.id, k.id, k.name, k.description, k.price_pesewas, l.quantity, k.images
        from placed o cross join locked k
        join lines l on l.product_id = k.id
        join vo on vo.business_id = k.business_id
       order by k.business_id, k.id
      returning *
    ), sold as (
      -- The stock ledger's rows: one sale per line, in the same statement as the stock it took.
      insert into ${stockMovements} (product_id, delta, reason, order_id, vendor_order_id, user_id)
      select i.product_id, -i.quantity, 'sale', i.order_id, i.vendor_order_id, ${user.id}::integer
        from items i
       order by i.id
      returning 1
    ), history as (
      insert into ${orderStatusHistory} (order_id, status, note, changed_by_user_id)
      select o.id, 'pending', 'Order placed', ${user.id} from placed o
      returning 1
    ), news as (
      insert into ${notifications} (user_id, title, message, category, data)
      select n.user_id, n.title, n.message, 'order', n.data
        from (
          -- The order code ('ORD-' and digits) needs no HTML escaping in the title.
          select 0 as shop_id, ${user.id}::integer as user_id, 'Order ' || o.order_code || ' placed' as title,
                 ${`Thank you! We have received your order of ${itemCount}.`}::text as message,
                 jsonb_build_object('orderId', o.id) as data
            from placed o
          union all
          select s.id, m.user_id, 'New order ' || o.order_code, 'A buyer ordered from ' || s.name || '.',
                 jsonb_build_object('orderId', o.id, 'businessId', s.id)
            from placed o cross join shop s
            join ${businessMembers} m on m.business_id = s.id and m.role = 'owner'
        ) n
       order by n.shop_id, n.user_id
      returning 1
    )
    select case
             -- Never answer (nor commit) an order that did not take and write exactly its lines: an error here rolls the
             -- whole statement back (a guard against a broken edit of the statement, not a case that can happen).
             when exists (select 1 from placed)
                  and ((select count(*) from take) <> ${lines.length} or (select count(*) from items) <> ${lines.length}
                       or (select count(*) from sold) <> ${lines.length})
               then ('checkout statement took ' || (select count(*) from take) || ' and wrote '
                     || (select count(*) from items) || ' items and ' || (select count(*) from sold)
                     || ' ledger rows of ' || ${lines.length}::integer || ' lines')::integer
             else (select id from placed)
           end as order_id,
           (select jsonb_agg(jsonb_build_object('product_id', v.product_id, 'found', v.found, 'name', v.name,
                                                'stock', v.stock, 'active', v.active) order by v.product_id)
              from verdict v where not v.fine) as short,
           (select jsonb_agg(jsonb_build_object('business_id', w.id, 'name', w.name, 'method', w.method) order by w.id)
              from way w where not w.fine) as refused,
           -- The answer: the rows as written (generated order code, defaults, timestamps included).
           (select to_jsonb(o) from placed o) as placed_order,
           (select jsonb_agg(to_jsonb(v) order by v.id) from vo v) as vendor_orders,
           (select jsonb_agg(to_jsonb(i) order by i.id) from items i) as order_items`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('the checkout statement answered no row');
  const short = fromJson(row.short) ?? [];
  const refused = fromJson(row.refused) ?? [];
  const order = fromJson(row.placed_order);
  if (row.order_id === null || order === null) return { placed: null, short, refused };
  const placed: PlacedRows = {
    order: rowFromJson(orders, order),
    vendorOrders: (fromJson(row.vendor_orders) ?? []).map((vo) => rowFromJson(vendorOrders, vo)),
    orderItems: (fromJson(row.order_items) ?? []).map((item) => rowFromJson(orderItems, item)),
  };
  if (placed.order.id !== row.order_id) throw new Error('the checkout statement returned another order');
  return { placed, short, refused };
}

async function detailOf(db: Db, row: OrderRow): Promise<Omit<OrderDetail, 'history'>> {
  const { order, vendorOrders: vos, orderItems: items } = await loadOrderDetail(db, row, { scope: 'full' });
  return { order, vendorOrders: vos, orderItems: items };
}

/** Prepared statements for the reads every checkout makes (drizzle builds a query's SQL anew on each call). */
const orderByKeyStatement = perHandle('order_by_key', (db) =>
  db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))),
    ),
);
const defaultAddressStatement = perHandle('default_address', (db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, sql.placeholder('userId')), eq(addresses.isDefault, true)))
    .orderBy(desc(addresses.updatedAt), asc(addresses.id))
    .limit(1),
);

async function findByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await orderByKeyStatement(db).execute({ userId, key });
  return row;
}

/** The same product twice in the cart is one line with the summed quantity; lines sorted by product id. */
function mergeLines(items: CheckoutInput['items']): { productId: number; quantity: number }[] {
  const byId = new Map<number, number>();
  for (const item of items) byId.set(item.productId, (byId.get(item.productId) ?? 0) + item.quantity);
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/** `addressId` (the buyer's own), else `delivery`, else the buyer's default address. */
async function resolveDelivery(db: Db, userId: number, input: CheckoutInput): Promise<Delivery> {
  if (input.addressId !== undefined) {
    try {
      return await findOwnAddress(db, userId, input.addressId);
    } catch {
      throw new HttpError(400, `Delivery address: ${ADDRESS_NOT_FOUND}`, [
        { path: 'data.addressId', message: ADDRESS_NOT_FOUND },
      ]);
    }
  }
  if (input.delivery) return { ...input.delivery, zipCode: input.delivery.zipCode ?? null };
  const [fallback] = await defaultAddressStatement(db).execute({ userId });
  if (fallback) return fallback;
  throw new HttpError(400, 'A delivery address is required', [
    { path: 'data.delivery', message: 'A delivery address is required' },
  ]);
}

/** Why a line could not be served, as a 409 naming the product (nothing was written). */
function shortageError(line: ShortLine): HttpError {
  if (!line.found || line.name === null)
    return new HttpError(409, `Product ${line.product_id} is no longer available`);
  if (!line.active) return new HttpError(409, `"${line.name}" is no longer available`);
  if ((line.stock ?? 0) <= 0) return new HttpError(409, `Out of stock: "${line.name}"`);
  return new HttpError(409, `Only ${line.stock} left of "${line.name}"`);
}
