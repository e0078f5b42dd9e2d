import type { Part, VehicleMake } from '@abossey/sdk';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parts, vehicleMakes } from '../db/schema.js';
import { isDbInt, NotFoundError } from './errors.js';

/** All parts, grouped by category then by name. */
export function listParts(db: Db): Promise<Part[]> {
  return db
    .select({ id: parts.id, name: parts.name, category: parts.category })
    .from(parts)
    .orderBy(asc(parts.category), asc(parts.name), asc(parts.id));
}

export async function getPart(db: Db, id: number): Promise<Part> {
  if (!isDbInt(id)) throw new NotFoundError('Part not found');
  const [row] = await db
    .select({ id: parts.id, name: parts.name, category: parts.category })
    .from(parts)
    .where(eq(parts.id, id));
  if (!row) throw new NotFoundError('Part not found');
  return row;
}

/** Every make / model / year, ordered so the §5 cascade (make → model → year) reads naturally. */
export function listVehicleMakes(db: Db): Promise<VehicleMake[]> {
  return db
    .select({
      id: vehicleMakes.id,
      name: vehicleMakes.name,
      modelName: vehicleMakes.modelName,
      year: vehicleMakes.year,
    })
    .from(vehicleMakes)
    .orderBy(asc(vehicleMakes.name), asc(vehicleMakes.modelName), asc(vehicleMakes.year));
}
