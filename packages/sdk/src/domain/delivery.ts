/**
 * Delivery zones (issue 25, ADR 0026): where a shop delivers, at what fee and in how many days.
 *
 * A zone is one of Ghana's 16 regions, or one of the districts of Greater Accra (where most buyers and shops are, and
 * where a fee differs from one side of the city to the other). Ids are stable slugs stored in the database and sent
 * on the wire; labels come from the `ui` package's translations (`zones.<id>`).
 *
 * Which of a shop's zones serves a buyer (`matchZone`): the buyer's zone itself, else — for an Accra district — the
 * shop's Greater Accra zone. A buyer who names only a region is served by the shop's zone for that region alone.
 *
 * Expected dates (`deliveryDates`): the day the order is placed (Ghana is on UTC all year) plus the zone's minimum
 * and maximum days, in calendar days: weekends and public holidays count. A shop sets its days knowing that.
 * Pickup at the shop has no fee and no expected date: the shop tells the buyer when the parts are ready.
 */
import { GHANA_REGIONS, type GhanaRegion } from './ghana.js';

/** Greater Accra's districts a shop may price apart (official names, shown as they are in every language). */
export const ACCRA_DISTRICTS = [
  'Ablekuma Central',
  'Ablekuma North',
  'Ablekuma West',
  'Accra Metropolitan',
  'Adentan',
  'Ashaiman',
  'Ayawaso Central',
  'Ayawaso East',
  'Ayawaso North',
  'Ayawaso West',
  'Ga Central',
  'Ga East',
  'Ga North',
  'Ga South',
  'Ga West',
  'Korle Klottey',
  'Kpone-Katamanso',
  'Krowor',
  'La Dade-Kotopon',
  'La Nkwantanang-Madina',
  'Ledzokuku',
  'Okaikwei North',
  'Tema Metropolitan',
  'Tema West',
  'Weija-Gbawe',
] as const;
export type AccraDistrict = (typeof ACCRA_DISTRICTS)[number];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface DeliveryZoneInfo {
  /** `ashanti`, `greater-accra`, `accra-ayawaso-west`. */
  id: string;
  kind: 'region' | 'district';
  /** The region it lies in (a region is its own). */
  region: GhanaRegion;
  /** The English name (regions) or official name (districts). */
  name: string;
}

export const GREATER_ACCRA_ZONE = 'greater-accra';

/** Every zone: the 16 regions in alphabetical order, then Accra's districts. */
export const DELIVERY_ZONES: readonly DeliveryZoneInfo[] = [
  ...GHANA_REGIONS.map((region) => ({
    id: slug(region),
    kind: 'region' as const,
    region,
    name: region,
  })),
  ...ACCRA_DISTRICTS.map((district) => ({
    id: `accra-${slug(district)}`,
    kind: 'district' as const,
    region: 'Greater Accra' as const,
    name: district,
  })),
];
export const DELIVERY_ZONE_IDS: readonly string[] = DELIVERY_ZONES.map((zone) => zone.id);

const zoneById = new Map(DELIVERY_ZONES.map((zone) => [zone.id, zone]));

export const deliveryZone = (id: string): DeliveryZoneInfo | undefined => zoneById.get(id);
export const isDeliveryZone = (id: string): boolean => zoneById.has(id);

/** The zone id of a region (`Greater Accra` → `greater-accra`). */
export const regionZone = (region: GhanaRegion): string => slug(region);

/** The zone to try when a shop has no row for `zone`: Greater Accra for an Accra district, else none. */
export function fallbackZone(zone: string): string | null {
  const info = zoneById.get(zone);
  return info?.kind === 'district' ? regionZone(info.region) : null;
}

/** How a shop's part of an order reaches the buyer. */
export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The most days a zone may take, and the highest fee (GH₵ 10,000), so typos stand out. */
export const DELIVERY_MAX_DAYS = 60;
export const DELIVERY_MAX_FEE_PESEWAS = 1_000_000;
export const DELIVERY_MAX_ZONES = DELIVERY_ZONES.length;

export interface ZoneRate {
  zone: string;
  feePesewas: number;
  minDays: number;
  maxDays: number;
}

/** The shop's zone that serves a buyer in `zone` (itself, else Greater Accra for a district), or null. */
export function matchZone<T extends { zone: string }>(rates: readonly T[], zone: string): T | null {
  const exact = rates.find((rate) => rate.zone === zone);
  if (exact) return exact;
  const fallback = fallbackZone(zone);
  return fallback ? (rates.find((rate) => rate.zone === fallback) ?? null) : null;
}

/** `YYYY-MM-DD` of a date in Ghana (UTC). */
export const ghanaDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The expected delivery dates (`YYYY-MM-DD`): placed day + min and + max calendar days (weekends count). */
export function deliveryDates(
  placedAt: Date,
  minDays: number,
  maxDays: number,
): { earliest: string; latest: string } {
  const day = Date.UTC(placedAt.getUTCFullYear(), placedAt.getUTCMonth(), placedAt.getUTCDate());
  const plus = (days: number) => ghanaDate(new Date(day + days * 86_400_000));
  return { earliest: plus(minDays), latest: plus(maxDays) };
}
