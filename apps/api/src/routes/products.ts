import {
  deletedResponse,
  errorBody,
  idParam,
  managedProductListQuery,
  type ProductListParams,
  productCreateBody,
  productDetailResponse,
  productListQuery,
  productListResponse,
  productReviewParams,
  productUpdateBody,
  productWriteResponse,
  REVIEW_SIGN_IN_REQUIRED,
  reviewCreateBody,
  reviewEligibilityResponse,
  reviewResponse,
  reviewUpdateBody,
} from '@abossey/sdk';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { authGate, currentUser, requireAuth, requireRole } from '../plugins/auth.js';
import { HttpError } from '../services/errors.js';
import {
  createProduct,
  deleteProduct,
  type ProductWriteOptions,
  updateProduct,
} from '../services/product-writes.js';
import { countProducts, getProduct, listManagedProducts, listProducts } from '../services/products.js';
import { deleteReview, rateProduct, reviewEligibility, updateReview } from '../services/reviews.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Signed in, or 401 'Please sign in to submit a review' (§5); a refused token keeps its own reason. */
const requireReviewer: preValidationAsyncHookHandler = authGate(
  async (request) => {
    if (!request.user) throw new HttpError(401, request.authProblem ?? REVIEW_SIGN_IN_REQUIRED);
  },
  { forbids: false },
);

/**
 * Products (§7): `GET /products` (§5 search, filters, sort, pages, facets), `GET /products/:id`,
 * `GET /products/manage` (issue 24: the console's products index, a vendor's shops or all for an admin), and the writes —
 * `POST /products`, `PUT|DELETE /products/:id` (a vendor member of the shop, or an admin), `PUT /products/:id/rate`
 * (signed in, a buyer who received it: issue 25) and `GET /products/:id/review-eligibility` (signed in: may I?),
 * `PUT|DELETE /products/:id/ratings/:ratingId` (author or admin). Role gates run on `preValidation`: after the
 * body limit (413) but before schema validation, so an anonymous or customer call is refused whatever its body.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A product write updates the cached facet counts and drops only the cached answers it changes (issue 21). */
  const caches: ProductWriteOptions = {
    facetCache: app.facetCache,
    onChange: (change) => app.responseCache.productChanged(change),
  };

  app.get(
    '/products',
    {
      schema: {
        querystring: productListQuery,
        response: { 200: productListResponse, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      // A search that reached the handler missed the response cache: fair search (services/search-gate.ts).
      if (!request.query.q?.trim()) return listProducts(app.db, request.query, { cache: app.facetCache });
      return app.searchGate.run(request.ip, async (db) => {
        // The words as meant (plurals, synonyms, typos: services/search-words.ts); the response cache keys its
        // entry's filter by the same groups.
        const search = await app.searchVocabulary.resolve(db, request.query.q);
        request.productSearch = search;
        const list = await listProducts(db, request.query, { cache: app.facetCache, search });
        const didYouMean = list.meta.total === 0 ? await suggestion(db, request.query) : undefined;
        return {
          ...list,
          meta: {
            ...list.meta,
            ...(search.corrections.length ? { corrections: search.corrections } : {}),
            ...(didYouMean ? { didYouMean } : {}),
          },
        };
      });
    },
  );

  /** "Did you mean": the closest catalogue words for the unknown ones, offered only when they find something. */
  const suggestion = async (db: Db, query: ProductListParams): Promise<string | undefined> => {
    const suggested = await app.searchVocabulary.suggestion(query);
    if (!suggested) return undefined;
    const search = await app.searchVocabulary.resolve(db, suggested);
    return (await countProducts(db, { ...query, q: suggested }, search)) > 0 ? suggested : undefined;
  };

  app.get(
    '/products/manage',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        querystring: managedProductListQuery,
        response: { 200: productListResponse, ...errors },
      },
    },
    async (request) =>
      listManagedProducts(
        app.db,
        currentUser(request),
        request.query,
        await app.searchVocabulary.resolve(app.db, request.query.q),
      ),
  );

  app.get(
    '/products/:id',
    { schema: { params: idParam, response: { 200: productDetailResponse, 400: errorBody, 404: errorBody } } },
    async (request) => ({ data: await getProduct(app.db, request.params.id) }),
  );

  app.post(
    '/products',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        body: productCreateBody,
        response: { 201: productWriteResponse, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, currentUser(request), request.body.data, caches);
      return reply.status(201).send({ data: product });
    },
  );

  app.put(
    '/products/:id',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        params: idParam,
        body: productUpdateBody,
        response: { 200: productWriteResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateProduct(app.db, currentUser(request), request.params.id, request.body.data, caches),
    }),
  );

  app.delete(
    '/products/:id',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { params: idParam, response: { 200: deletedResponse, ...errors } },
    },
    async (request) => ({
      data: await deleteProduct(app.db, currentUser(request), request.params.id, caches),
    }),
  );

  app.put(
    '/products/:id/rate',
    {
      preValidation: requireReviewer,
      schema: {
        params: idParam,
        body: reviewCreateBody,
        response: { 200: reviewResponse, 201: reviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { review, created } = await rateProduct(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.data,
      );
      return reply.status(created ? 201 : 200).send({ data: review });
    },
  );

  app.get(
    '/products/:id/review-eligibility',
    {
      preValidation: requireReviewer,
      schema: { params: idParam, response: { 200: reviewEligibilityResponse, ...errors } },
    },
    async (request) => ({
      data: await reviewEligibility(app.db, currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/products/:id/ratings/:ratingId',
    {
      preValidation: requireAuth,
      schema: {
        params: productReviewParams,
        body: reviewUpdateBody,
        response: { 200: reviewResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateReview(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.ratingId,
        request.body.data,
      ),
    }),
  );

  app.delete(
    '/products/:id/ratings/:ratingId',
    {
      preValidation: requireAuth,
      schema: {
        params: productReviewParams,
        response: { 200: deletedResponse, ...errors },
      },
    },
    async (request) => ({
      data: await deleteReview(app.db, currentUser(request), request.params.id, request.params.ratingId),
    }),
  );
};
