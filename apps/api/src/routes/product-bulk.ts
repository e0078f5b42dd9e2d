import { errorBody, idParam, productBulkBody, productBulkResponse, productWriteResponse } from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../plugins/auth.js';
import { bulkUpdateProducts, duplicateProduct } from '../services/product-bulk.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The console's bulk actions and duplicate (issue 24), apart from routes/products.ts: `POST /products/bulk` (one action
 * on up to 100 products of the caller's shops, all or nothing) and `POST /products/:id/duplicate` (a copy in the same
 * shop). Vendors (their shops) and admins (all); the role gate runs on `preValidation`, before the body is read.
 */
export const productBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/bulk',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { body: productBulkBody, response: { 200: productBulkResponse, ...errors } },
    },
    async (request) => ({
      data: await bulkUpdateProducts(app.db, currentUser(request), request.body.data, {
        facetCache: app.facetCache,
        onChanges: (changes) => app.responseCache.productsChanged(changes),
      }),
    }),
  );

  app.post(
    '/products/:id/duplicate',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { params: idParam, response: { 201: productWriteResponse, ...errors } },
    },
    async (request, reply) => {
      const copy = await duplicateProduct(app.db, currentUser(request), request.params.id, {
        facetCache: app.facetCache,
        onChange: (change) => app.responseCache.productChanged(change),
      });
      return reply.status(201).send({ data: copy });
    },
  );
};
