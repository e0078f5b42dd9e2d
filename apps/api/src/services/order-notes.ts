import type { OrderNote } from '@abossey/sdk';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderNotes, users, vendorOrders } from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { HttpError, NotFoundError } from './errors.js';
import { findOrderRow, memberBusinessIds, ORDER_NOT_FOUND } from './orders.js';

/*
 * Internal notes on an order (issue 24): what staff tell each other about it ("buyer asked to call before delivery",
 * "refund sent by MoMo"). Never the buyer's to see. A note on a shop's part is seen by that shop's members and by
 * admins; an order-level note (no shop part) by admins only.
 */

const NOTES_STAFF_ONLY = "Only the order's shops and admins see its internal notes.";
const PART_NOT_IN_ORDER = 'That shop order is not part of this order.';

/** What of an order's notes the caller may see and write: all of them, or their shops' parts. */
type NotesView = { admin: true; parts: number[] } | { admin: false; parts: number[] };

async function notesView(db: Db, user: AuthUser, orderId: number): Promise<NotesView> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const parts = await db
    .select({ id: vendorOrders.id, businessId: vendorOrders.businessId })
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, orderId));
  if (user.isAdmin) return { admin: true, parts: parts.map((p) => p.id) };
  const shops = new Set(await memberBusinessIds(db, user.id));
  const mine = parts.filter((p) => p.businessId !== null && shops.has(p.businessId)).map((p) => p.id);
  if (mine.length > 0) return { admin: false, parts: mine };
  // The buyer knows the order exists: a 403 says why. Anyone else learns nothing (§6: order ids reveal nothing).
  if (order.userId === user.id) throw new HttpError(403, NOTES_STAFF_ONLY);
  throw new NotFoundError(ORDER_NOT_FOUND);
}

const noteColumns = {
  id: orderNotes.id,
  orderId: orderNotes.orderId,
  vendorOrderId: orderNotes.vendorOrderId,
  body: orderNotes.body,
  createdAt: orderNotes.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

type NoteRow = {
  id: number;
  orderId: number;
  vendorOrderId: number | null;
  body: string;
  createdAt: Date;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

const toNote = (row: NoteRow): OrderNote => ({
  id: row.id,
  orderId: row.orderId,
  vendorOrderId: row.vendorOrderId,
  body: row.body,
  author:
    row.authorId === null
      ? null
      : {
          id: row.authorId,
          name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || (row.username ?? ''),
        },
  createdAt: row.createdAt.toISOString(),
});

/** `GET /orders/{id}/notes`: the notes the caller may see, oldest first. */
export async function listOrderNotes(db: Db, user: AuthUser, orderId: number): Promise<OrderNote[]> {
  const view = await notesView(db, user, orderId);
  const rows = await db
    .select(noteColumns)
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .where(
      and(
        eq(orderNotes.orderId, orderId),
        view.admin
          ? undefined
          : view.parts.length > 0
            ? and(isNotNull(orderNotes.vendorOrderId), inArray(orderNotes.vendorOrderId, view.parts))
            : eq(orderNotes.id, -1),
      ),
    )
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(toNote);
}

/**
 * `POST /orders/{id}/notes`: a shop's member writes on their part (`vendorOrderId` when they hold several, else
 * their first); an admin on any part, or on the order itself without `vendorOrderId`.
 */
export async function addOrderNote(
  db: Db,
  user: AuthUser,
  orderId: number,
  input: { body: string; vendorOrderId?: number | undefined },
): Promise<OrderNote> {
  const view = await notesView(db, user, orderId);
  let part: number | null;
  if (input.vendorOrderId !== undefined) {
    if (!view.parts.includes(input.vendorOrderId))
      throw new HttpError(400, PART_NOT_IN_ORDER, [{ path: 'vendorOrderId', message: PART_NOT_IN_ORDER }]);
    part = input.vendorOrderId;
  } else part = view.admin ? null : (view.parts[0] ?? null);
  const [created] = await db
    .insert(orderNotes)
    .values({ orderId, vendorOrderId: part, authorUserId: user.id, body: input.body })
    .returning({ id: orderNotes.id });
  if (!created) throw new Error('the note was not written');
  const [row] = await db
    .select(noteColumns)
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .where(eq(orderNotes.id, created.id));
  if (!row) throw new Error('the note just written is gone');
  return toNote(row);
}
