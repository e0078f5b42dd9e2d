/**
 * A user's own addresses (§3, §7). Another user's address id is "not found" (404), never "forbidden", so ids reveal
 * nothing. At most one default per user: setting `isDefault` clears it on the others in the same transaction.
 */
import type { Address, AddressFields, AddressUpdateBody } from '@abossey/sdk';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addresses } from '../db/schema.js';
import { isDbInt, NotFoundError } from './errors.js';

export const ADDRESS_NOT_FOUND = 'Address not found';

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  phone: row.phone,
  address: row.address,
  isDefault: row.isDefault,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

/** The user's own address row, or a 404. */
export async function findOwnAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = isDbInt(id)
    ? await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    : [];
  if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return row;
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  return toAddress(await findOwnAddress(db, userId, id));
}

type CreateFields = Required<Pick<AddressFields, 'fullName' | 'phone' | 'address'>> &
  Omit<AddressFields, 'fullName' | 'phone' | 'address'>;

export async function createAddress(db: Db, userId: number, fields: CreateFields): Promise<Address> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        fullName: fields.fullName,
        phone: fields.phone,
        address: fields.address,
        isDefault: fields.isDefault ?? false,
        city: fields.city ?? '',
        state: fields.state ?? '',
        zipCode: fields.zipCode ?? null,
        country: fields.country || 'Ghana',
      })
      .returning();
    if (!row) throw new Error('address insert returned nothing');
    if (row.isDefault) await clearOtherDefaults(tx, userId, row.id);
    return toAddress(row);
  });
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressUpdateBody['data'],
): Promise<Address> {
  return db.transaction(async (tx) => {
    await findOwnAddress(tx, userId, id);
    const changes: Partial<typeof addresses.$inferInsert> = { updatedAt: new Date() };
    if (fields.fullName !== undefined) changes.fullName = fields.fullName;
    if (fields.phone !== undefined) changes.phone = fields.phone;
    if (fields.address !== undefined) changes.address = fields.address;
    if (fields.isDefault !== undefined) changes.isDefault = fields.isDefault;
    if (fields.city !== undefined) changes.city = fields.city;
    if (fields.state !== undefined) changes.state = fields.state;
    if (fields.zipCode !== undefined) changes.zipCode = fields.zipCode;
    if (fields.country !== undefined) changes.country = fields.country || 'Ghana';
    const [row] = await tx
      .update(addresses)
      .set(changes)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
    if (row.isDefault) await clearOtherDefaults(tx, userId, row.id);
    return toAddress(row);
  });
}

export async function deleteAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const rows = isDbInt(id)
    ? await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id })
    : [];
  if (rows.length === 0) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return { id, deleted: true };
}

async function clearOtherDefaults(db: Db, userId: number, keepId: number) {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}
