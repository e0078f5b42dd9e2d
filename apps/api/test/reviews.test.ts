/**
 * PUT /products/:id/rate, PUT and DELETE /products/:id/ratings/:ratingId: §5 review rules, one review per user,
 * author-or-admin edits, rating averages after writes, owner notifications; verified purchases and shop ratings
 * (issue 25: only a buyer who received the product may review it; GET /products/:id/review-eligibility; a shop's
 * rating averages its verified reviews); and the SDK review methods.
 */
import {
  AuthenticationError,
  businessListResponse,
  businessResponse,
  createClient,
  errorBody,
  memoryTokenStore,
  NotFoundError,
  type OrderStatus,
  PermissionError,
  productDetailResponse,
  productListResponse,
  REVIEW_NOT_RECEIVED,
  reviewEligibilityResponse,
  reviewResponse,
} from '@abossey/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, notifications, reviews } from '../src/db/schema.js';
import { listBusinesses } from '../src/services/business.js';
import { bearer, createTestApp, createUser, recordingDb, type TestApp, type TestUser } from './helpers.js';
import { createShopFixtures, insertProduct, insertPurchase, type Shop, snapshot } from './shop-fixtures.js';

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
const eligibility = (user: TestUser | null, productId: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/review-eligibility`,
    headers: user ? bearer(user) : {},
  });
/** An order of `user` with a line of the product (of shop A unless said), delivered unless said. */
const bought = (
  user: TestUser,
  productId: number,
  status: OrderStatus = 'delivered',
  businessId: number = f.shopA,
) => insertPurchase(t.app, { userId: user.id, productId, businessId, status });

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
    const third = await createUser(t.app, 'customer');
    for (const buyer of [f.customer, f.customer2, third]) await bought(buyer, id);
    const first = await rate(f.customer, id, { rating: 5, productId: id, comment: '  Fits my Corolla  ' });
    expect(first.statusCode).toBe(201);
    const review = reviewResponse.parse(first.json()).data;
    expect(review).toMatchObject({
      productId: id,
      reviewUserId: f.customer.id,
      reviewUserName: 'Esi Buyer',
      reviewRating: '5',
      reviewComment: 'Fits my Corolla',
      verified: true,
    });

    const again = await rate(f.customer, id, { rating: 4, productId: id, comment: 'Good, a bit noisy' });
    expect(again.statusCode).toBe(200);
    expect(reviewResponse.parse(again.json()).data).toMatchObject({ id: review.id, reviewRating: '4' });

    expect((await rate(f.customer2, id, { rating: 4, comment: 'Solid' })).statusCode).toBe(201);
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

  it("refuses members of the product's own shop (403), even with a delivered order, and unknown products (404)", async () => {
    const id = await insertProduct(f);
    await bought(f.staff, id);
    const before = await snapshot(t.app);
    const own = await rate(f.owner, id, { rating: 5, comment: 'Best pads!' });
    expect(own.statusCode).toBe(403);
    expect(errorBody.parse(own.json()).message).toBe('You cannot review a product of your own shop');
    expect((await rate(f.staff, id, { rating: 5, comment: 'Best pads!' })).statusCode).toBe(403);
    expect((await rate(f.customer, 999_999, { rating: 5, comment: 'Hmm' })).statusCode).toBe(404);
    expect(await snapshot(t.app)).toBe(before);
    expect(reviewEligibilityResponse.parse((await eligibility(f.staff, id)).json()).data).toEqual({
      canReview: false,
      reason: 'You cannot review a product of your own shop',
    });
    // A vendor of another shop who received it is a buyer here.
    await bought(f.otherVendor, id);
    expect((await rate(f.otherVendor, id, { rating: 3, comment: 'Okay' })).statusCode).toBe(201);
  });
});

describe('verified purchases (issue 25)', () => {
  it('refuses a signed-in user who never bought the product (403, the message) and changes nothing', async () => {
    const id = await insertProduct(f);
    const stranger = await createUser(t.app, 'customer');
    const before = await snapshot(t.app);
    const res = await rate(stranger, id, { rating: 5, comment: 'Looks great in the photos' });
    expect(res.statusCode).toBe(403);
    expect(errorBody.parse(res.json()).message).toBe('Only buyers who received this part can review it.');
    expect(REVIEW_NOT_RECEIVED).toBe('Only buyers who received this part can review it.');
    // Nor may an admin or a vendor of another shop without a delivered purchase.
    expect((await rate(f.admin, id, { rating: 1, comment: 'Moderator' })).statusCode).toBe(403);
    expect((await rate(f.otherVendor, id, { rating: 2, comment: 'Competitor' })).statusCode).toBe(403);
    expect(await snapshot(t.app)).toBe(before);
    expect(await detail(id)).toMatchObject({ ratings: 0, reviews: [] });
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.userId, f.owner.id));
    expect(notes.filter((n) => (n.data as { productId?: number } | null)?.productId === id)).toEqual([]);
    expect(reviewEligibilityResponse.parse((await eligibility(stranger, id)).json()).data).toEqual({
      canReview: false,
      reason: 'Only buyers who received this part can review it.',
    });
  });

  it.each<OrderStatus>([
    'pending',
    'processing',
    'pending_delivery',
    'order_picked',
    'cancelled',
    'rejected',
  ])('refuses a buyer whose order of it is only %s', async (status) => {
    const id = await insertProduct(f);
    const buyer = await createUser(t.app, 'customer');
    await bought(buyer, id, status);
    // A delivered order of ANOTHER product does not count either.
    await bought(buyer, await insertProduct(f));
    const before = await snapshot(t.app);
    const res = await rate(buyer, id, { rating: 4, comment: 'Not here yet' });
    expect(res.statusCode).toBe(403);
    expect(errorBody.parse(res.json()).message).toBe(REVIEW_NOT_RECEIVED);
    expect(await snapshot(t.app)).toBe(before);
    expect(reviewEligibilityResponse.parse((await eligibility(buyer, id)).json()).data.canReview).toBe(false);
  });

  it.each<OrderStatus>(['delivered', 'completed', 'pending_refund', 'replaced'])(
    'accepts a buyer whose shop order is %s: a verified review',
    async (status) => {
      const id = await insertProduct(f);
      const buyer = await createUser(t.app, 'customer');
      await bought(buyer, id, status);
      expect(reviewEligibilityResponse.parse((await eligibility(buyer, id)).json()).data).toEqual({
        canReview: true,
        reason: null,
      });
      const res = await rate(buyer, id, { rating: 4, comment: 'Fitted it this morning' });
      expect(res.statusCode).toBe(201);
      expect(reviewResponse.parse(res.json()).data.verified).toBe(true);
      const [row] = await t.app.db.select().from(reviews).where(eq(reviews.productId, id));
      expect(row).toMatchObject({ userId: buyer.id, verified: true });
      expect((await detail(id)).reviews).toEqual([
        expect.objectContaining({ reviewUserId: buyer.id, verified: true }),
      ]);
    },
  );

  it('keeps reviews from before the rule unverified; their author may re-submit once they received it', async () => {
    const id = await insertProduct(f);
    const author = await createUser(t.app, 'customer');
    const [old] = await t.app.db
      .insert(reviews)
      .values({ productId: id, userId: author.id, rating: 2, comment: 'Written before the rule' })
      .returning({ id: reviews.id });
    expect((await detail(id)).reviews).toEqual([expect.objectContaining({ id: old?.id, verified: false })]);

    const before = await snapshot(t.app);
    expect((await rate(author, id, { rating: 5, comment: 'Trying again' })).statusCode).toBe(403);
    expect(await snapshot(t.app)).toBe(before);
    // Editing it through ratings/:ratingId (the author's right) leaves it unverified.
    const edited = await editReview(author, id, old?.id as number, { rating: 3, comment: 'Edited' });
    expect(edited.statusCode).toBe(200);
    expect(reviewResponse.parse(edited.json()).data).toMatchObject({ reviewRating: '3', verified: false });

    await bought(author, id);
    const again = await rate(author, id, { rating: 5, comment: 'Bought it since: great' });
    expect(again.statusCode).toBe(200);
    expect(reviewResponse.parse(again.json()).data).toMatchObject({ id: old?.id, verified: true });
  });

  it('asks anonymous callers to sign in before telling them whether they may review; 404 for no product', async () => {
    const id = await insertProduct(f);
    const anonymous = await eligibility(null, id);
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody.parse(anonymous.json()).message).toBe('Please sign in to submit a review');
    expect((await eligibility(f.customer, 999_999)).statusCode).toBe(404);
  });
});

describe('shop ratings (issue 25)', () => {
  async function shopWithProducts(name: string) {
    const [shop] = await t.app.db
      .insert(businesses)
      .values({ name, businessName: name, status: 'active' })
      .returning({ id: businesses.id });
    if (!shop) throw new Error('shop');
    const a = await insertProduct(f, { businessId: shop.id });
    const b = await insertProduct(f, { businessId: shop.id });
    return { id: shop.id, products: [a, b] as const };
  }
  const shopOf = async (id: number) =>
    businessResponse.parse((await t.app.inject({ method: 'GET', url: `/api/business/${id}` })).json()).data;

  it('averages only the verified reviews of all its products, to one decimal, with their count', async () => {
    const shop = await shopWithProducts('Rated Spares');
    const [a, b] = shop.products;
    const buyers = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    for (const [buyer, product, rating] of [
      [buyers[0], a, 5],
      [buyers[1], a, 4],
      [buyers[2], b, 4],
    ] as const) {
      await bought(buyer as TestUser, product, 'delivered', shop.id);
      expect((await rate(buyer as TestUser, product, { rating, comment: 'Good part' })).statusCode).toBe(201);
    }
    // Unverified reviews (from before the rule) count for the product but not for the shop.
    await t.app.db.insert(reviews).values([
      { productId: a, userId: f.customer.id, rating: 1, comment: 'Old review' },
      { productId: b, userId: f.customer2.id, rating: 1, comment: 'Old review' },
    ]);
    expect(await shopOf(shop.id)).toMatchObject({ rating: 4.3, ratings: 3 }); // (5 + 4 + 4) / 3 = 4.33
    expect(await detail(a)).toMatchObject({ ratings: 3 });
    const list = businessListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/business' })).json(),
    );
    expect(list.data.find((s) => s.id === shop.id)).toMatchObject({ rating: 4.3, ratings: 3 });

    // Only unverified reviews, or none: no rating.
    const unrated = await shopWithProducts('Unrated Spares');
    await t.app.db
      .insert(reviews)
      .values({ productId: unrated.products[0], userId: f.customer.id, rating: 5, comment: 'Old review' });
    expect(await shopOf(unrated.id)).toMatchObject({ rating: 0, ratings: 0 });
    expect(list.data.find((s) => s.id === f.shopB)).toMatchObject({ rating: 0, ratings: 0 });
  });

  it('reads the ratings of a whole shop list with one query', async () => {
    for (let i = 0; i < 3; i++) await shopWithProducts(`Listed Spares ${i}`);
    const statements: string[] = [];
    const shops = await listBusinesses(recordingDb(t, statements), null, 'active');
    expect(shops.length).toBeGreaterThan(3);
    expect(statements.filter((s) => s.includes('"reviews"'))).toHaveLength(1);
    expect(statements).toHaveLength(4);
  });
});

describe('PUT and DELETE /products/:id/ratings/:ratingId', () => {
  async function reviewed() {
    const id = await insertProduct(f);
    await bought(f.customer, id);
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
    await expect(client(f.customer).products.rate(id, { rating: 5, comment: 'Hi' })).rejects.toMatchObject({
      constructor: PermissionError,
      message: REVIEW_NOT_RECEIVED,
    });
    await expect(client(f.customer).products.reviewEligibility(id)).resolves.toEqual({
      canReview: false,
      reason: REVIEW_NOT_RECEIVED,
    });
    await bought(f.customer, id);
    await expect(client(f.customer).products.reviewEligibility(id)).resolves.toEqual({
      canReview: true,
      reason: null,
    });
    const review = await client(f.customer).products.rate(id, { rating: 5, comment: 'Perfect fit' });
    expect(review).toMatchObject({ productId: id, reviewRating: '5', verified: true });
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
