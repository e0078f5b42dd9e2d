import {
  errorBody,
  idParam,
  productDetailResponse,
  productListQuery,
  productListResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProduct, listProducts } from '../services/products.js';

/** `GET /api/products` (§5 search, filters, sort, pages, facets) and `GET /api/products/:id`. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { querystring: productListQuery, response: { 200: productListResponse, 400: errorBody } } },
    async (request) => listProducts(app.db, request.query, { cache: app.facetCache }),
  );

  app.get(
    '/products/:id',
    { schema: { params: idParam, response: { 200: productDetailResponse, 400: errorBody, 404: errorBody } } },
    async (request) => ({ data: await getProduct(app.db, request.params.id) }),
  );
};
