import {
  analyticsQuery,
  completionVsCancellationResponse,
  errorBody,
  partnersQuery,
  partnersResponse,
  revenueByCategoryQuery,
  revenueByCategoryResponse,
  revenueGrowthResponse,
  revenueQuery,
  revenueResponse,
  reviewsByCategoryResponse,
  topSellingQuery,
  topSellingResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, gateEveryRoute, requireRole } from '../plugins/auth.js';
import {
  analyticsScope,
  completionVsCancellation,
  partnerGarages,
  revenue,
  revenueByCategory,
  revenueGrowth,
  reviewsByCategory,
  topSellingProducts,
} from '../services/analytics.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const tags = ['analytics'];

/**
 * `/analytics/…`: admins (all shops) and vendors (their own shops); customers 403. `/analytics/partners` (orders and
 * revenue per partner garage) is admin only.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation: anonymous 401 and customers 403 before any query validation (a 413 for a huge body still wins).
  gateEveryRoute(app, requireRole('admin', 'vendor'));

  app.get(
    '/analytics/revenue',
    { schema: { tags, querystring: revenueQuery, response: { 200: revenueResponse, ...errors } } },
    async (request) => {
      const { year, group_by, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await revenue(app.db, scope, year, group_by) };
    },
  );

  app.get(
    '/analytics/revenue/by-category',
    {
      schema: {
        tags,
        querystring: revenueByCategoryQuery,
        response: { 200: revenueByCategoryResponse, ...errors },
      },
    },
    async (request) => {
      const { year, month, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await revenueByCategory(app.db, scope, year, month) };
    },
  );

  app.get(
    '/analytics/revenue/growth',
    {
      schema: {
        tags,
        querystring: analyticsQuery,
        response: { 200: revenueGrowthResponse, ...errors },
      },
    },
    async (request) => {
      const { year, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await revenueGrowth(app.db, scope, year) };
    },
  );

  app.get(
    '/analytics/products/top-selling',
    {
      schema: {
        tags,
        querystring: topSellingQuery,
        response: { 200: topSellingResponse, ...errors },
      },
    },
    async (request) => {
      const { year, limit, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await topSellingProducts(app.db, scope, year, limit) };
    },
  );

  app.get(
    '/analytics/reviews/by-category',
    {
      schema: {
        tags,
        querystring: analyticsQuery,
        response: { 200: reviewsByCategoryResponse, ...errors },
      },
    },
    async (request) => {
      const { year, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await reviewsByCategory(app.db, scope, year) };
    },
  );

  app.get(
    '/analytics/orders/completion-vs-cancellation',
    {
      schema: {
        tags,
        querystring: analyticsQuery,
        response: { 200: completionVsCancellationResponse, ...errors },
      },
    },
    async (request) => {
      const { year, businessId } = request.query;
      const scope = await analyticsScope(app.db, currentUser(request), businessId);
      return { data: await completionVsCancellation(app.db, scope, year) };
    },
  );

  app.get(
    '/analytics/partners',
    {
      // A route-level preValidation runs after the plugin's: 401, then 403 for vendors, before any query detail.
      preValidation: requireRole('admin'),
      schema: { tags, querystring: partnersQuery, response: { 200: partnersResponse, ...errors } },
    },
    async (request) => {
      const { from, to } = request.query;
      return { data: await partnerGarages(app.db, from, to) };
    },
  );
};
