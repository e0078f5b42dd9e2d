/**
 * My Garage (issue 11): a buyer's own vehicles. Another user's vehicle id is "not found" (404), never "forbidden".
 * At most one active vehicle per user (the partial unique index backs it up), at most GARAGE_MAX_VEHICLES vehicles;
 * each write locks the user's row so two tabs adding at once cannot pass the limit. A refused write changes nothing.
 *
 * Also the vendor side: vehicles to suggest on the product form, from the compatibility lists of other products of
 * the same part, then of the same category.
 */
import {
  type CompatibilitySuggestion,
  GARAGE_DUPLICATE,
  GARAGE_FULL,
  GARAGE_MAX_VEHICLES,
  GARAGE_VEHICLE_NOT_FOUND,
  type GarageVehicle,
  type garageMergeBody,
  type garageUpdateBody,
  type garageVehicleFields,
  sameVehicle,
} from '@abossey/sdk';
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { garageVehicles, parts, products, productVehicles, users, vehicleMakes } from '../db/schema.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';

type Row = typeof garageVehicles.$inferSelect;
type Fields = z.output<typeof garageVehicleFields>;
type Changes = z.output<typeof garageUpdateBody>['data'];
type MergeInput = z.output<typeof garageMergeBody>['data']['vehicles'];

const toGarageVehicle = (row: Row): GarageVehicle => ({
  id: row.id,
  userId: row.userId,
  make: row.make,
  model: row.model,
  year: row.year,
  vin: row.vin,
  nickname: row.nickname,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const full = () => new HttpError(400, GARAGE_FULL, [{ path: 'data', message: GARAGE_FULL }]);
const duplicate = () => new HttpError(409, GARAGE_DUPLICATE);

async function rowsOf(db: Db, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id));
}

/** Serialises one user's garage writes (limit and active flag) without blocking anyone else. */
async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function makeOnlyActive(db: Db, userId: number, keepId: number) {
  await db
    .update(garageVehicles)
    .set({ active: false, updatedAt: new Date() })
    .where(
      and(eq(garageVehicles.userId, userId), ne(garageVehicles.id, keepId), eq(garageVehicles.active, true)),
    );
  await db
    .update(garageVehicles)
    .set({ active: true, updatedAt: new Date() })
    .where(
      and(eq(garageVehicles.id, keepId), eq(garageVehicles.userId, userId), eq(garageVehicles.active, false)),
    );
}

export async function listGarage(db: Db, userId: number): Promise<GarageVehicle[]> {
  return (await rowsOf(db, userId)).map(toGarageVehicle);
}

/** Adds a vehicle; the first one, or one sent with `active: true`, becomes the active vehicle. */
export async function createGarageVehicle(db: Db, userId: number, fields: Fields): Promise<GarageVehicle> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await rowsOf(tx, userId);
    if (existing.some((v) => sameVehicle(v, fields))) throw duplicate();
    if (existing.length >= GARAGE_MAX_VEHICLES) throw full();
    const active = fields.active === true || !existing.some((v) => v.active);
    const [row] = await tx
      .insert(garageVehicles)
      .values({
        userId,
        make: fields.make,
        model: fields.model,
        year: fields.year,
        vin: fields.vin ?? null,
        nickname: fields.nickname ?? null,
      })
      .returning();
    if (!row) throw new Error('garage insert returned nothing');
    if (active) await makeOnlyActive(tx, userId, row.id);
    return toGarageVehicle({ ...row, active });
  });
}

export async function updateGarageVehicle(
  db: Db,
  userId: number,
  id: number,
  changes: Changes,
): Promise<GarageVehicle> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await rowsOf(tx, userId);
    const current = isDbInt(id) ? existing.find((v) => v.id === id) : undefined;
    if (!current) throw new NotFoundError(GARAGE_VEHICLE_NOT_FOUND);
    const next = {
      make: changes.make ?? current.make,
      model: changes.model ?? current.model,
      year: changes.year ?? current.year,
      vin: changes.vin === undefined ? current.vin : changes.vin,
      nickname: changes.nickname === undefined ? current.nickname : changes.nickname,
    };
    if (existing.some((v) => v.id !== id && sameVehicle(v, next))) throw duplicate();
    await tx
      .update(garageVehicles)
      .set({ ...next, updatedAt: new Date(), ...(changes.active === false ? { active: false } : {}) })
      .where(and(eq(garageVehicles.id, id), eq(garageVehicles.userId, userId)));
    if (changes.active === true) await makeOnlyActive(tx, userId, id);
    const [row] = await tx.select().from(garageVehicles).where(eq(garageVehicles.id, id));
    if (!row) throw new NotFoundError(GARAGE_VEHICLE_NOT_FOUND);
    return toGarageVehicle(row);
  });
}

export async function deleteGarageVehicle(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const rows = isDbInt(id)
    ? await db
        .delete(garageVehicles)
        .where(and(eq(garageVehicles.id, id), eq(garageVehicles.userId, userId)))
        .returning({ id: garageVehicles.id })
    : [];
  if (rows.length === 0) throw new NotFoundError(GARAGE_VEHICLE_NOT_FOUND);
  return { id, deleted: true };
}

/**
 * A guest's vehicles on sign-in: each one already in the garage (same make, model and year; VINs equal or one
 * missing) is not added again but lends its VIN and nickname where the saved one has none. The guest's active
 * vehicle becomes the active one (it is what they were just shopping for). Past the limit nothing is added (400).
 */
export async function mergeGarage(db: Db, userId: number, incoming: MergeInput): Promise<GarageVehicle[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await rowsOf(tx, userId);
    const toAdd: MergeInput = [];
    let activeId: number | undefined;
    let activeNew: number | undefined;
    for (const vehicle of incoming) {
      const match = existing.find((v) => sameVehicle(v, vehicle));
      if (match) {
        const vin = match.vin ?? vehicle.vin ?? null;
        const nickname = match.nickname ?? vehicle.nickname ?? null;
        if (vin !== match.vin || nickname !== match.nickname) {
          await tx
            .update(garageVehicles)
            .set({ vin, nickname, updatedAt: new Date() })
            .where(eq(garageVehicles.id, match.id));
          Object.assign(match, { vin, nickname });
        }
        if (vehicle.active) activeId = match.id;
        continue;
      }
      if (toAdd.some((v) => sameVehicle(v, vehicle))) continue;
      if (vehicle.active) activeNew = toAdd.length;
      toAdd.push(vehicle);
    }
    if (existing.length + toAdd.length > GARAGE_MAX_VEHICLES) throw full();
    const inserted = toAdd.length
      ? await tx
          .insert(garageVehicles)
          .values(
            toAdd.map((v) => ({
              userId,
              make: v.make,
              model: v.model,
              year: v.year,
              vin: v.vin ?? null,
              nickname: v.nickname ?? null,
            })),
          )
          .returning({ id: garageVehicles.id })
      : [];
    if (activeNew !== undefined) activeId = inserted[activeNew]?.id;
    if (activeId === undefined && !existing.some((v) => v.active))
      activeId = (existing[0] ?? inserted[0])?.id;
    if (activeId !== undefined) await makeOnlyActive(tx, userId, activeId);
  });
  return listGarage(db, userId);
}

/**
 * Vehicles to suggest for a product of this part: the ones most often listed on other products of the same part,
 * then (to fill up to `limit`) on products of the same category. Only the vendor's own catalogue knowledge is used,
 * and nothing about which shop sells what is revealed (only vehicles and counts).
 */
export async function compatibilitySuggestions(
  db: Db,
  partId: number,
  limit: number,
): Promise<CompatibilitySuggestion[]> {
  const [part] = isDbInt(partId)
    ? await db.select({ id: parts.id, category: parts.category }).from(parts).where(eq(parts.id, partId))
    : [];
  if (!part) throw new NotFoundError('Part not found');
  const query = (where: ReturnType<typeof and>, exclude: number[]) =>
    db
      .select({
        vehicleMakeId: vehicleMakes.id,
        vehicleMakeName: vehicleMakes.name,
        vehicleMakeModelName: vehicleMakes.modelName,
        vehicleMakeYear: vehicleMakes.year,
        count: sql<number>`count(distinct ${products.id})::int`,
      })
      .from(productVehicles)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, productVehicles.vehicleMakeId))
      .innerJoin(products, eq(products.id, productVehicles.productId))
      .innerJoin(parts, eq(parts.id, products.partId))
      .where(and(where, exclude.length ? notInArray(vehicleMakes.id, exclude) : undefined))
      .groupBy(vehicleMakes.id)
      .orderBy(
        desc(sql`count(distinct ${products.id})`),
        asc(vehicleMakes.name),
        asc(vehicleMakes.modelName),
        desc(vehicleMakes.year),
      )
      .limit(limit);
  const samePart = (await query(eq(products.partId, part.id), [])).map((r) => ({
    ...r,
    source: 'part' as const,
  }));
  if (samePart.length >= limit) return samePart;
  const sameCategory = await query(
    and(sql`lower(${parts.category}) = lower(${part.category})`, ne(products.partId, part.id)),
    samePart.map((s) => s.vehicleMakeId),
  );
  return [
    ...samePart,
    ...sameCategory.slice(0, limit - samePart.length).map((r) => ({ ...r, source: 'category' as const })),
  ];
}
