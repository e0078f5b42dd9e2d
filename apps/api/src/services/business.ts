/**
 * Shops (§3 Business, §7 Business calls) and who may act on them.
 *
 * - Members are `business_members` rows: one `owner` per shop (unique index) and any number of `staff`.
 * - New shops start `active` (the spec shows no approval step; an admin can set `pending`/`inactive`).
 * - Only active shops are public; inactive and pending shops are visible to their members and admins.
 * - Deleting a shop deletes its products (FK cascade); past orders stay (vendor_orders.business_id and
 *   order_items.product_id are set null, the order rows keep names, prices and images).
 * - Ownership transfer (admin): the new owner must be a vendor or admin; the previous owner stays as staff.
 * - A shop's `rating` (issue 25) is the average of the verified reviews of its products (one decimal, 0 without any)
 *   and `ratings` their number: computed on every read, for all the shops of an answer in one grouped query.
 */
import type {
  Business,
  BusinessInput,
  BusinessMember,
  BusinessStatus,
  BusinessUpdateInput,
  MemberBusiness,
} from '@abossey/sdk';
import { NEW_OWNER_NOT_FOUND } from '@abossey/sdk';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { businesses, businessMembers, type MemberRole, products, reviews, users } from '../db/schema.js';
import { type AuthUser, NOT_ALLOWED } from '../plugins/auth.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import { escapeHtml, notify } from './notifications.js';

const BUSINESS_NOT_FOUND = 'Business not found';

/** A user's public display name: first and last name, else the username. */
const displayName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** The caller's role in a shop, or null. */
async function memberRole(db: Db, businessId: number, userId: number): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
  return row?.role ?? null;
}

/**
 * Throws 403 unless the user is an admin, or a member of the shop with one of `roles` (owner or staff by default).
 * Customers never manage a shop, even if listed as members.
 */
export async function assertShopAccess(
  db: Db,
  user: AuthUser,
  businessId: number,
  roles: readonly MemberRole[] = ['owner', 'staff'],
): Promise<void> {
  if (user.isAdmin) return;
  if (user.userType !== 'vendor') throw new HttpError(403, NOT_ALLOWED);
  const role = await memberRole(db, businessId, user.id);
  if (!role || !roles.includes(role)) throw new HttpError(403, NOT_ALLOWED);
}

export type BusinessRow = typeof businesses.$inferSelect;

/** Shops with their members, product counts and ratings, in the given order of rows. */
async function withDetails(db: Db, rows: BusinessRow[]): Promise<Business[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [memberRows, countRows, ratingRows] = await Promise.all([
    db
      .select({
        businessId: businessMembers.businessId,
        userId: businessMembers.userId,
        userRole: businessMembers.role,
        name: displayName,
      })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(inArray(businessMembers.businessId, ids), isNull(users.deletedAt)))
      .orderBy(
        asc(businessMembers.businessId),
        sql`${businessMembers.role} = 'owner' desc`,
        asc(businessMembers.createdAt),
        asc(businessMembers.userId),
      ),
    db
      .select({ businessId: products.businessId, count: sql<number>`count(*)::int` })
      .from(products)
      // Listed products only: an archived one (issue 24) is not on the shop's page.
      .where(and(inArray(products.businessId, ids), isNull(products.archivedAt)))
      .groupBy(products.businessId),
    db
      .select({
        businessId: products.businessId,
        rating: sql<number>`round(avg(${reviews.rating})::numeric, 1)::float8`,
        ratings: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(inArray(products.businessId, ids), eq(reviews.verified, true)))
      .groupBy(products.businessId),
  ]);
  const members = new Map<number, BusinessMember[]>();
  for (const { businessId, ...member } of memberRows) {
    const list = members.get(businessId) ?? [];
    list.push(member);
    members.set(businessId, list);
  }
  const counts = new Map(countRows.map((r) => [r.businessId, Number(r.count)]));
  const ratings = new Map(ratingRows.map((r) => [r.businessId, r]));
  return rows.map((row) => {
    const list = members.get(row.id) ?? [];
    const owner = list.find((m) => m.userRole === 'owner');
    return {
      id: row.id,
      name: row.name,
      businessName: row.businessName,
      description: row.description,
      address: row.address,
      gpsAddress: row.gpsAddress,
      phone: row.phone,
      email: row.email,
      country: row.country,
      imageUrl: row.imageUrl,
      status: row.status,
      ownerId: owner?.userId ?? null,
      owner: owner ? { id: owner.userId, name: owner.name } : null,
      users: list,
      productCount: counts.get(row.id) ?? 0,
      rating: Number(ratings.get(row.id)?.rating ?? 0),
      ratings: Number(ratings.get(row.id)?.ratings ?? 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function findBusiness(db: Db, id: number): Promise<BusinessRow | undefined> {
  if (!isDbInt(id)) return undefined;
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

export async function requireBusiness(db: Db, id: number): Promise<BusinessRow> {
  const row = await findBusiness(db, id);
  if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return row;
}

async function detail(db: Db, row: BusinessRow): Promise<Business> {
  const [result] = await withDetails(db, [row]);
  if (!result) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return result;
}

/** `GET /business`: active shops; an admin may ask for any status or `all` (the admin default). */
export async function listBusinesses(
  db: Db,
  user: AuthUser | null,
  status: 'all' | BusinessStatus | undefined,
): Promise<Business[]> {
  const admin = user?.isAdmin === true;
  const wanted = status ?? (admin ? 'all' : 'active');
  if (!admin && wanted !== 'active') throw new HttpError(403, NOT_ALLOWED);
  const where: SQL | undefined = wanted === 'all' ? undefined : eq(businesses.status, wanted);
  const rows = await db
    .select()
    .from(businesses)
    .where(where)
    .orderBy(asc(sql`lower(${businesses.name})`), asc(businesses.id));
  return withDetails(db, rows);
}

/** `GET /business/:id`: active shops for everyone; others only for their members and admins (404 otherwise). */
export async function getBusiness(db: Db, user: AuthUser | null, id: number): Promise<Business> {
  return detail(db, await requireVisibleBusiness(db, user, id));
}

/** The shop's row if the caller may see it: active shops for everyone, others for members and admins (else 404). */
export async function requireVisibleBusiness(
  db: Db,
  user: AuthUser | null,
  id: number,
): Promise<BusinessRow> {
  const row = await requireBusiness(db, id);
  if (row.status !== 'active' && !user?.isAdmin) {
    const role = user ? await memberRole(db, id, user.id) : null;
    if (!role) throw new NotFoundError(BUSINESS_NOT_FOUND);
  }
  return row;
}

/** `POST /business`: the caller (vendor or admin) becomes the owner. */
export async function createBusiness(db: Db, user: AuthUser, input: BusinessInput): Promise<Business> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(businesses)
      .values({
        name: input.name,
        businessName: input.name,
        description: input.description,
        address: input.address,
        gpsAddress: input.gpsAddress ?? null,
        phone: input.phone,
        email: input.email ?? null,
        country: input.country ?? 'Ghana',
        imageUrl: input.imageUrl,
        status: 'active',
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await tx.insert(businessMembers).values({ businessId: created.id, userId: user.id, role: 'owner' });
    return created;
  });
  return detail(db, row);
}

/** `PUT /business/:id` (owner or admin): only the fields sent change. */
export async function updateBusiness(
  db: Db,
  user: AuthUser,
  id: number,
  input: BusinessUpdateInput,
): Promise<Business> {
  await requireBusiness(db, id);
  await assertShopAccess(db, user, id, ['owner']);
  const changes: Partial<typeof businesses.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) {
    changes.name = input.name;
    changes.businessName = input.name;
  }
  if (input.description !== undefined) changes.description = input.description;
  if (input.address !== undefined) changes.address = input.address;
  if ('gpsAddress' in input) changes.gpsAddress = input.gpsAddress ?? null;
  if (input.phone !== undefined) changes.phone = input.phone;
  if ('email' in input) changes.email = input.email ?? null;
  if (input.country !== undefined) changes.country = input.country;
  if (input.imageUrl !== undefined) changes.imageUrl = input.imageUrl;
  const [row] = await db.update(businesses).set(changes).where(eq(businesses.id, id)).returning();
  if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return detail(db, row);
}

/** `DELETE /business/:id` (owner or admin): its products go (cascade); orders keep their copies. */
export async function deleteBusiness(db: Db, user: AuthUser, id: number): Promise<{ id: number }> {
  await requireBusiness(db, id);
  await assertShopAccess(db, user, id, ['owner']);
  const deleted = await db.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id });
  if (!deleted.length) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return { id };
}

/** `GET /business/user/:userId` (that user or an admin): their shops, any status, with their role. */
export async function listUserBusinesses(db: Db, user: AuthUser, userId: number): Promise<MemberBusiness[]> {
  if (user.id !== userId && !user.isAdmin) throw new HttpError(403, NOT_ALLOWED);
  if (!isDbInt(userId)) throw new NotFoundError('User not found');
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!target) throw new NotFoundError('User not found');
  const rows = await db
    .select({ business: businesses, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(sql`lower(${businesses.name})`), asc(businesses.id));
  const details = await withDetails(
    db,
    rows.map((r) => r.business),
  );
  return details.map((b, i) => ({ ...b, role: rows[i]?.role ?? 'staff' }));
}

/**
 * `PUT /business/:id/transfer-ownership` (admin). `from` is the owner the caller saw (0 when unknown): when it no
 * longer owns the shop the transfer is refused (409) rather than taking the shop from someone else. The previous
 * owner stays as staff; both users are notified.
 */
export async function transferOwnership(
  db: Db,
  id: number,
  ids: { from: number; to: number },
  notes: string | null | undefined,
): Promise<Business> {
  const shop = await requireBusiness(db, id);
  const [newOwner] = isDbInt(ids.to)
    ? await db
        .select({ id: users.id, userType: users.userType, isAdmin: users.isAdmin })
        .from(users)
        .where(and(eq(users.id, ids.to), isNull(users.deletedAt)))
    : [];
  if (!newOwner) throw new NotFoundError(NEW_OWNER_NOT_FOUND);
  if (newOwner.userType === 'customer' && !newOwner.isAdmin)
    throw new HttpError(400, 'The new owner must be a vendor or an admin', [
      { path: 'data.transferToUserId', message: 'The new owner must be a vendor or an admin' },
    ]);

  await db.transaction(async (tx) => {
    // Lock the shop's member rows so two transfers at once cannot both pass the owner check.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).for('update');
    const [current] = await tx
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, id), eq(businessMembers.role, 'owner')));
    if (ids.from !== 0 && current?.userId !== ids.from)
      throw new HttpError(409, 'The shop’s owner has changed. Reload and try again.');
    if (current?.userId === ids.to) throw new HttpError(400, 'This user already owns the shop');
    if (current) {
      await tx
        .update(businessMembers)
        .set({ role: 'staff' })
        .where(and(eq(businessMembers.businessId, id), eq(businessMembers.userId, current.userId)));
    }
    await tx
      .insert(businessMembers)
      .values({ businessId: id, userId: ids.to, role: 'owner' })
      .onConflictDoUpdate({
        target: [businessMembers.businessId, businessMembers.userId],
        set: { role: 'owner' },
      });
    await tx.update(businesses).set({ updatedAt: new Date() }).where(eq(businesses.id, id));
    const name = escapeHtml(shop.name);
    const message = notes?.trim() ? `Notes: ${notes.trim()}` : '';
    await notify(tx, [
      {
        userId: ids.to,
        title: `You are now the owner of ${name}`,
        message,
        category: 'shop',
        data: { businessId: id },
      },
      ...(current
        ? [
            {
              userId: current.userId,
              title: `Ownership of ${name} was transferred`,
              message: message || 'You remain a staff member of the shop.',
              category: 'shop' as const,
              data: { businessId: id },
            },
          ]
        : []),
    ]);
  });
  return detail(db, await requireBusiness(db, id));
}

/** `PUT /business/:id/status` (admin). Inactive and pending shops leave the storefront list. */
export async function setBusinessStatus(db: Db, id: number, status: BusinessStatus): Promise<Business> {
  const shop = await requireBusiness(db, id);
  if (shop.status === status) return detail(db, shop);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(businesses)
      .set({ status, updatedAt: new Date() })
      .where(eq(businesses.id, id))
      .returning();
    if (!updated) throw new NotFoundError(BUSINESS_NOT_FOUND);
    const owners = await tx
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, id), eq(businessMembers.role, 'owner')));
    await notify(
      tx,
      owners.map((o) => ({
        userId: o.userId,
        title: `Your shop ${escapeHtml(shop.name)} is now ${status}`,
        category: 'shop' as const,
        data: { businessId: id, status },
      })),
    );
    return updated;
  });
  return detail(db, row);
}
