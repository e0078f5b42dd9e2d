/**
 * Delivery (issue 25, ADR 0026): a shop's zones and pickup, and the checkout quote.
 *
 * - `GET /business/:id/delivery`: public for active shops (others: their members and admins, like the shop).
 * - `PUT /business/:id/delivery`: the shop's owner or an admin; replaces the zone list and sets pickup in one
 *   transaction. The body is validated before anything is read, so a refused request changes nothing.
 * - `POST /checkout/quote`: per shop of the cart, the fee of its zone serving the buyer (`matchZone`), the expected
 *   dates from today, and the totals by the checkout rule: service charge on the subtotal only, total = subtotal +
 *   delivery + service charge. Prices and fees come from the database; checkout (services/checkout.ts) works them
 *   out again in its own statement, by the same rule, and is what the buyer pays.
 */
import {
  type BusinessDelivery,
  type BusinessDeliveryInput,
  type CheckoutQuote,
  type checkoutQuoteBody,
  checkoutTotals,
  DELIVERY_ZONE_IDS,
  type DeliveryMethod,
  deliveryDates,
  matchZone,
  type ShopQuote,
  toCedis,
  toPesewas,
} from '@abossey/sdk';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { businessDeliveryZones, businesses, products } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { assertShopAccess, type BusinessRow, requireBusiness, requireVisibleBusiness } from './business.js';

const zoneOrder = new Map(DELIVERY_ZONE_IDS.map((id, index) => [id, index]));
const byZoneOrder = (a: { zone: string }, b: { zone: string }) =>
  (zoneOrder.get(a.zone) ?? Number.MAX_SAFE_INTEGER) - (zoneOrder.get(b.zone) ?? Number.MAX_SAFE_INTEGER) ||
  a.zone.localeCompare(b.zone);

type ZoneRow = typeof businessDeliveryZones.$inferSelect;

const UNSET_RATE = { zone: '', feePesewas: 0, minDays: 0, maxDays: 0 };

async function zonesOf(db: Db, businessIds: number[]): Promise<Map<number, ZoneRow[]>> {
  const byShop = new Map<number, ZoneRow[]>();
  if (!businessIds.length) return byShop;
  const rows = await db
    .select()
    .from(businessDeliveryZones)
    .where(inArray(businessDeliveryZones.businessId, businessIds))
    .orderBy(asc(businessDeliveryZones.businessId), asc(businessDeliveryZones.zone));
  for (const row of rows) {
    const list = byShop.get(row.businessId) ?? [];
    list.push(row);
    byShop.set(row.businessId, list);
  }
  return byShop;
}

function deliveryOf(row: BusinessRow, zones: ZoneRow[]): BusinessDelivery {
  return {
    businessId: row.id,
    pickupOffered: row.pickupOffered,
    pickupAddress: row.address,
    zones: [...zones].sort(byZoneOrder).map((zone) => ({
      zone: zone.zone,
      fee: toCedis(zone.feePesewas),
      minDays: zone.minDays,
      maxDays: zone.maxDays,
    })),
  };
}

/** `GET /business/:id/delivery`. */
export async function getBusinessDelivery(
  db: Db,
  user: AuthUser | null,
  id: number,
): Promise<BusinessDelivery> {
  const row = await requireVisibleBusiness(db, user, id);
  return deliveryOf(row, (await zonesOf(db, [id])).get(id) ?? []);
}

/** `PUT /business/:id/delivery` (owner or admin): the zones sent replace the shop's; pickup as sent. */
export async function updateBusinessDelivery(
  db: Db,
  user: AuthUser,
  id: number,
  input: BusinessDeliveryInput,
): Promise<BusinessDelivery> {
  await requireBusiness(db, id);
  await assertShopAccess(db, user, id, ['owner']);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(businesses)
      .set({ pickupOffered: input.pickupOffered, updatedAt: new Date() })
      .where(eq(businesses.id, id))
      .returning();
    await tx.delete(businessDeliveryZones).where(eq(businessDeliveryZones.businessId, id));
    if (input.zones.length)
      await tx.insert(businessDeliveryZones).values(
        input.zones.map((zone) => ({
          businessId: id,
          zone: zone.zone,
          feePesewas: toPesewas(zone.fee),
          minDays: zone.minDays,
          maxDays: zone.maxDays,
        })),
      );
    return updated;
  });
  if (!row) return getBusinessDelivery(db, user, id);
  return deliveryOf(row, (await zonesOf(db, [id])).get(id) ?? []);
}

type QuoteInput = z.output<typeof checkoutQuoteBody>['data'];

/**
 * `POST /checkout/quote`: lines of products that are gone, archived (issue 24) or whose shop is not active are left
 * out (checkout names them); quantities count as sent (checkout checks the stock).
 */
export async function quoteCheckout(db: Db, input: QuoteInput, now = new Date()): Promise<CheckoutQuote> {
  const quantities = new Map<number, number>();
  for (const item of input.items)
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const rows = await db
    .select({
      id: products.id,
      pricePesewas: products.pricePesewas,
      businessId: businesses.id,
      name: businesses.name,
      businessName: businesses.businessName,
      address: businesses.address,
      pickupOffered: businesses.pickupOffered,
    })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(
      and(
        inArray(products.id, [...quantities.keys()]),
        eq(businesses.status, 'active'),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(asc(businesses.id), asc(products.id));
  const methods = new Map<number, DeliveryMethod>((input.shops ?? []).map((c) => [c.businessId, c.method]));
  const zones = await zonesOf(db, [...new Set(rows.map((r) => r.businessId))]);
  const zone = input.zone ?? null;

  const shops = new Map<number, ShopQuote & { subPesewas: number; feePesewas: number }>();
  for (const row of rows) {
    let shop = shops.get(row.businessId);
    if (!shop) {
      const shopZones = zones.get(row.businessId) ?? [];
      // A shop that has not set up delivery (no zones, no pickup) delivers everywhere free, undated (ADR 0026).
      const unset = shopZones.length === 0 && !row.pickupOffered;
      const rate = unset ? UNSET_RATE : zone ? matchZone(shopZones, zone) : null;
      const method: DeliveryMethod = methods.get(row.businessId) === 'pickup' ? 'pickup' : 'delivery';
      const feePesewas = method === 'delivery' && rate ? rate.feePesewas : 0;
      shop = {
        businessId: row.businessId,
        name: row.businessName || row.name,
        subTotal: 0,
        subPesewas: 0,
        method,
        pickupOffered: row.pickupOffered,
        pickupAddress: row.address,
        delivers: rate !== null,
        fee: toCedis(feePesewas),
        feePesewas,
        delivery:
          rate === UNSET_RATE
            ? { fee: 0, minDays: null, maxDays: null, earliest: null, latest: null }
            : rate
              ? {
                  fee: toCedis(rate.feePesewas),
                  minDays: rate.minDays,
                  maxDays: rate.maxDays,
                  ...deliveryDates(now, rate.minDays, rate.maxDays),
                }
              : null,
      };
      shops.set(row.businessId, shop);
    }
    shop.subPesewas += row.pricePesewas * (quantities.get(row.id) ?? 0);
    shop.subTotal = toCedis(shop.subPesewas);
  }

  const list = [...shops.values()];
  const subtotal = list.reduce((sum, shop) => sum + shop.subPesewas, 0);
  const delivery = list.reduce((sum, shop) => sum + shop.feePesewas, 0);
  const totals = checkoutTotals(subtotal);
  return {
    zone,
    shops: list.map(({ subPesewas: _s, feePesewas: _f, ...shop }) => shop),
    subTotal: toCedis(subtotal),
    deliveryFee: toCedis(delivery),
    serviceCharge: toCedis(totals.serviceChargePesewas),
    total: toCedis(totals.totalPesewas + delivery),
    complete: list.every((shop) => (shop.method === 'pickup' ? shop.pickupOffered : shop.delivers)),
  };
}
