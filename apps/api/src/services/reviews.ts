/**
 * Reviews (§3 Review, §5 review rules, §7 rate / ratings calls).
 *
 * - Verified purchases only (issue 25): a signed-in user may review a product when one of their orders has a line
 *   of it in a shop order that was delivered (`RECEIVED_STATUSES`: delivered, or later on the return/refund path, or
 *   completed); anyone else, admins included, is refused (403 `REVIEW_NOT_RECEIVED`) and nothing changes. Members of
 *   the product's own shop are refused first (403 `REVIEW_OWN_SHOP`). `GET /products/:id/review-eligibility` answers
 *   the same question without writing.
 * - Every review a `rate` writes is `verified`; reviews from before the rule stay unverified until their author,
 *   once eligible, submits again. Editing through `ratings/:ratingId` (author or admin) leaves the flag alone.
 * - One review per user per product (unique index): a second `rate` updates the first one (200 instead of 201).
 * - Edit and delete: the author or an admin (403 otherwise); 404 when the review is not on that product.
 * - A new review notifies the shop's owner (category 'review').
 * - Averages and counts on product responses are computed from the rows on every read, so they are always current.
 */
import {
  RECEIVED_STATUSES,
  REVIEW_NOT_RECEIVED,
  REVIEW_OWN_SHOP,
  type Review,
  type ReviewCreateInput,
  type ReviewEligibility,
  type ReviewUpdateInput,
} from '@abossey/sdk';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perHandle } from '../db/prepared.js';
import { businessMembers, orderItems, orders, products, reviews, users, vendorOrders } from '../db/schema.js';
import { type AuthUser, NOT_ALLOWED } from '../plugins/auth.js';
import { HttpError, isDbInt, NotFoundError } from './errors.js';
import { escapeHtml, notify } from './notifications.js';

const REVIEW_NOT_FOUND = 'Review not found';

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userName: sql<
    string | null
  >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
  userAvatarUrl: users.avatarUrl,
  userDeletedAt: users.deletedAt,
};

/** Reviews joined with their (public) author fields. */
function selectReviews(db: Db) {
  return db.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.userId));
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function toReview(row: ReviewRow): Review {
  const gone = row.userDeletedAt !== null;
  return {
    id: row.id,
    productId: row.productId,
    reviewUserId: row.userId,
    reviewUserName: gone ? null : (row.userName ?? null),
    reviewUserAvatarUrl: gone ? null : (row.userAvatarUrl ?? null),
    reviewRating: String(row.rating),
    reviewComment: row.comment,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product's reviews, newest first: a named prepared statement, as every product page reads them. */
const listReviewsStatement = perHandle('product_reviews', (db) =>
  selectReviews(db)
    .where(eq(reviews.productId, sql.placeholder('productId')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id)),
);

export async function listReviews(db: Db, productId: number): Promise<Review[]> {
  const statement = listReviewsStatement(db);
  const rows = await statement.execute({ productId });
  return rows.map(toReview);
}

async function getReview(db: Db, id: number): Promise<Review> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  return toReview(row);
}

async function requireProduct(db: Db, id: number) {
  const [row] = isDbInt(id)
    ? await db
        .select({ id: products.id, name: products.name, businessId: products.businessId })
        .from(products)
        .where(eq(products.id, id))
    : [];
  if (!row) throw new NotFoundError('Product not found');
  return row;
}

/** Whether one of the user's orders has a line of the product in a shop order that was delivered. */
async function hasReceived(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        inArray(vendorOrders.status, [...RECEIVED_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the user may review this (existing) product, and if not, the message a `rate` is refused with. */
async function eligibility(
  db: Db,
  user: AuthUser,
  product: { id: number; businessId: number },
): Promise<ReviewEligibility> {
  const [member] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, product.businessId), eq(businessMembers.userId, user.id)));
  if (member) return { canReview: false, reason: REVIEW_OWN_SHOP };
  if (!(await hasReceived(db, user.id, product.id))) return { canReview: false, reason: REVIEW_NOT_RECEIVED };
  return { canReview: true, reason: null };
}

/** `GET /products/:id/review-eligibility`: may the caller review the product (404 for an unknown product). */
export async function reviewEligibility(
  db: Db,
  user: AuthUser,
  productId: number,
): Promise<ReviewEligibility> {
  return eligibility(db, user, await requireProduct(db, productId));
}

/**
 * `PUT /products/:id/rate`: creates the caller's review, or updates it when they already reviewed the product; either
 * way it is a verified purchase. 403 (nothing written) when the caller may not review it. Returns the review and
 * whether it is new.
 */
export async function rateProduct(
  db: Db,
  user: AuthUser,
  productId: number,
  input: ReviewCreateInput,
): Promise<{ review: Review; created: boolean }> {
  if (input.productId !== undefined && input.productId !== productId) {
    const message = 'The product ID does not match the product being reviewed';
    throw new HttpError(400, message, [{ path: 'data.productId', message }]);
  }
  const product = await requireProduct(db, productId);
  const allowed = await eligibility(db, user, product);
  if (!allowed.canReview) throw new HttpError(403, allowed.reason ?? REVIEW_NOT_RECEIVED);

  const result = await db.transaction(async (tx) => {
    const now = new Date();
    // `xmax = 0` is true only for a freshly inserted row: tells a new review from an update of the caller's own.
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId: user.id, rating: input.rating, comment: input.comment, verified: true })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { rating: input.rating, comment: input.comment, verified: true, updatedAt: now },
      })
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('upsert returned no row');
    if (row.created) {
      const owners = await tx
        .select({ userId: businessMembers.userId })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, product.businessId), eq(businessMembers.role, 'owner')));
      await notify(
        tx,
        owners.map((o) => ({
          userId: o.userId,
          title: `New ${input.rating}-star review on ${escapeHtml(product.name)}`,
          message: input.comment.length > 200 ? `${input.comment.slice(0, 197)}...` : input.comment,
          category: 'review' as const,
          data: { productId, reviewId: row.id },
        })),
      );
    }
    return { id: row.id, created: Boolean(row.created) };
  });
  return { review: await getReview(db, result.id), created: result.created };
}

/** The review, after checking it is on that product (404) and the caller wrote it or is an admin (403). */
async function requireOwnReview(db: Db, user: AuthUser, productId: number, reviewId: number) {
  const [row] =
    isDbInt(productId) && isDbInt(reviewId)
      ? await db
          .select({ id: reviews.id, userId: reviews.userId })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
      : [];
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  if (!user.isAdmin && row.userId !== user.id) throw new HttpError(403, NOT_ALLOWED);
  return row;
}

export async function updateReview(
  db: Db,
  user: AuthUser,
  productId: number,
  reviewId: number,
  input: ReviewUpdateInput,
): Promise<Review> {
  await requireOwnReview(db, user, productId, reviewId);
  await db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId));
  return getReview(db, reviewId);
}

export async function deleteReview(
  db: Db,
  user: AuthUser,
  productId: number,
  reviewId: number,
): Promise<{ id: number }> {
  await requireOwnReview(db, user, productId, reviewId);
  await db.delete(reviews).where(eq(reviews.id, reviewId));
  return { id: reviewId };
}
