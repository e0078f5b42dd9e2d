/**
 * PUT /products/:id/rate, PUT and DELETE /products/:id/ratings/:ratingId: §5 review rules, one review per user,
 * author-or-admin edits, rating averages after writes, owner notifications; and the SDK review methods.
 */
import {
  AuthenticationError,
  createClient,
  errorBody,
  memoryTokenStore,
  NotFoundError,
  PermissionError,
  productDetailResponse,
  productListResponse,
  reviewResponse,
} from '@abossey/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviews } from '../src/db/schema.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createShopFixtures, insertProduct, type Shop, snapshot } from './shop-fixtures.js';

let t: TestApp;
let f: Shop;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  f = await createShopFixtures(t.app);
});
afterAll(() => t?.close());

const rate = (user: TestUser | null, productId: number | string, data: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/rate`,
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const editReview = (user: TestUser | null, productId: number, reviewId: number, data: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/ratings/${reviewId}`,
    headers: user ? bearer(user) : {},
    payload: { data },
  });
const deleteReview = (user: TestUser | null, productId: number, reviewId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/products/${productId}/ratings/${reviewId}`,
    headers: user ? bearer(user) : {},
  });
const detail = async (id: number) =>
  productDetailResponse.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json())
    .data;

describe('PUT /products/:id/rate', () => {
  it("asks anonymous callers to sign in with §5's message", async () => {
    const id = await insertProduct(f);
    const res = await rate(null, id, { rating: 5, productId: id, comment: 'Great' });
    expect(res.statusCode).toBe(401);
    expect(errorBody.parse(res.json()).message).toBe('Please sign in to submit a review');
    expect((await detail(id)).ratings).toBe(0);
  });

  it('refuses a blank comment or a bad rating with the §5 messages, storing nothing', async () => {
    const id = await insertProduct(f);
    const blank = await rate(f.customer, id, { rating: 4, productId: id, comment: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody.parse(blank.json()).details).toContainEqual({
      path: 'data.comment',
      message: 'Please provide a comment for your review',
    });
    const missing = await rate(f.customer, id, { rating: 4 });
    expect(errorBody.parse(missing.json()).details).toContainEqual({
      path: 'data.comment',
      message: 'Please provide a comment for your review',
    });
    for (const rating of [0, 6, 3.5, '5']) {
      const res = await rate(f.customer, id, { rating, comment: 'ok' });
      expect(res.statusCode, String(rating)).toBe(400);
    }
    const mismatch = await rate(f.customer, id, { rating: 4, productId: id + 1, comment: 'ok' });
    expect(mismatch.statusCode).toBe(400);
    expect((await detail(id)).ratings).toBe(0);
  });

  it('creates one review per user (201), a second submit updates it (200); averages to one decimal', async () => {
    const id = await insertProduct(f, { name: 'Pads <b>& Co</b>' });
    const first = await rate(f.customer, id, { rating: 5, productId: id, comment: '  Fits my Corolla  ' });
    expect(first.statusCode).toBe(201);
    const review = reviewResponse.parse(first.json()).data;
    expect(review).toMatchObject({
      productId: id,
      reviewUserId: f.customer.id,
      reviewUserName: 'Esi Buyer',
      reviewRating: '5',
      reviewComment: 'Fits my Corolla',
    });

    const again = await rate(f.customer, id, { rating: 4, productId: id, comment: 'Good, a bit noisy' });
    expect(again.statusCode).toBe(200);
    expect(reviewResponse.parse(again.json()).data).toMatchObject({ id: review.id, reviewRating: '4' });

    expect((await rate(f.customer2, id, { rating: 4, comment: 'Solid' })).statusCode).toBe(201);
    const third = await createUser(t.app, 'customer');
    expect((await rate(third, id, { rating: 5, comment: 'Excellent' })).statusCode).toBe(201);

    const product = await detail(id);
    expect(product.ratings).toBe(3);
    expect(product.rating).toBe(4.3); // (4 + 4 + 5) / 3 = 4.33
    expect(product.reviews.map((r) => r.reviewRating).sort()).toEqual(['4', '4', '5']);

    const list = productListResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products?businessId=${f.shopA}&limit=100` })).json(),
    );
    expect(list.data.find((p) => p.id === id)).toMatchObject({ rating: 4.3, ratings: 3 });

    // The shop owner hears about each new review (not about edits), with the product name escaped.
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.owner.id), eq(notifications.category, 'review')));
    const about = notes.filter((n) => (n.data as { productId?: number } | null)?.productId === id);
    expect(about).toHaveLength(3);
    expect(about[0]?.title).toContain('Pads &lt;b&gt;&amp; Co&lt;/b&gt;');
    expect(about.some((n) => n.title.includes('<b>'))).toBe(false);
  });

  it("refuses members of the product's own shop (403) and unknown products (404)", async () => {
    const id = await insertProduct(f);
    const before = await snapshot(t.app);
    expect((await rate(f.owner, id, { rating: 5, comment: 'Best pads!' })).statusCode).toBe(403);
    expect((await rate(f.staff, id, { rating: 5, comment: 'Best pads!' })).statusCode).toBe(403);
    expect((await rate(f.customer, 999_999, { rating: 5, comment: 'Hmm' })).statusCode).toBe(404);
    expect(await snapshot(t.app)).toBe(before);
    // A vendor of another shop is a buyer here.
    expect((await rate(f.otherVendor, id, { rating: 3, comment: 'Okay' })).statusCode).toBe(201);
  });
});

describe('PUT and DELETE /products/:id/ratings/:ratingId', () => {
  async function reviewed() {
    const id = await insertProduct(f);
    const res = await rate(f.customer, id, { rating: 2, comment: 'Wore out fast' });
    return { id, reviewId: reviewResponse.parse(res.json()).data.id };
  }

  it.each([
    ['anonymous', () => null, 401],
    ['another customer', () => f.customer2, 403],
    ['the shop owner', () => f.owner, 403],
  ])('refuses %s with the right status and changes nothing', async (_who, user, status) => {
    const { id, reviewId } = await reviewed();
    const before = await snapshot(t.app);
    expect((await editReview(user(), id, reviewId, { rating: 5, comment: 'Changed' })).statusCode).toBe(
      status,
    );
    expect((await deleteReview(user(), id, reviewId)).statusCode).toBe(status);
    expect(await snapshot(t.app)).toBe(before);
  });

  it('lets the author edit (averages follow) and answers 404 for a review of another product', async () => {
    const { id, reviewId } = await reviewed();
    const other = await insertProduct(f);
    expect((await editReview(f.customer, other, reviewId, { rating: 5, comment: 'x' })).statusCode).toBe(404);
    expect((await deleteReview(f.customer, other, reviewId)).statusCode).toBe(404);
    const res = await editReview(f.customer, id, reviewId, { rating: 5, comment: 'Second set lasted' });
    expect(res.statusCode).toBe(200);
    expect(reviewResponse.parse(res.json()).data).toMatchObject({
      id: reviewId,
      reviewRating: '5',
      reviewComment: 'Second set lasted',
    });
    expect(await detail(id)).toMatchObject({ rating: 5, ratings: 1 });
    const blank = await editReview(f.customer, id, reviewId, { rating: 5, comment: '' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody.parse(blank.json()).details?.[0]?.message).toBe(
      'Please provide a comment for your review',
    );
  });

  it('lets an admin edit and delete any review; delete updates the counts', async () => {
    const { id, reviewId } = await reviewed();
    expect((await editReview(f.admin, id, reviewId, { rating: 3, comment: 'Moderated' })).statusCode).toBe(
      200,
    );
    const res = await deleteReview(f.admin, id, reviewId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: reviewId } });
    expect(await detail(id)).toMatchObject({ rating: 0, ratings: 0, reviews: [] });
    expect((await deleteReview(f.admin, id, reviewId)).statusCode).toBe(404);
  });

  it('lets the author delete their review', async () => {
    const { id, reviewId } = await reviewed();
    expect((await deleteReview(f.customer, id, reviewId)).statusCode).toBe(200);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId))).toEqual([]);
  });
});

describe('SDK reviews (real server)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}/api`;
  });
  const client = (user: TestUser | null) =>
    createClient({ baseUrl: base, auth: memoryTokenStore(user?.token ?? null) });

  it('rate, updateReview, deleteReview with typed errors', async () => {
    const id = await insertProduct(f);
    await expect(client(null).products.rate(id, { rating: 5, comment: 'Hi' })).rejects.toMatchObject({
      constructor: AuthenticationError,
      message: 'Please sign in to submit a review',
    });
    const review = await client(f.customer).products.rate(id, { rating: 5, comment: 'Perfect fit' });
    expect(review).toMatchObject({ productId: id, reviewRating: '5' });
    await expect(
      client(f.customer2).products.updateReview(id, review.id, { rating: 1, comment: 'Nope' }),
    ).rejects.toBeInstanceOf(PermissionError);
    const edited = await client(f.customer).products.updateReview(id, review.id, {
      rating: 4,
      comment: 'Good',
    });
    expect(edited.reviewRating).toBe('4');
    await expect(client(f.customer).products.deleteReview(id + 1000, review.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await client(f.customer).products.deleteReview(id, review.id)).toEqual({ id: review.id });
  });
});
