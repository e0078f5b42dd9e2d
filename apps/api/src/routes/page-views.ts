import {
  errorBody,
  pageViewBody,
  pageViewRecordedResponse,
  pageViewStatsQuery,
  pageViewStatsResponse,
} from '@abossey/sdk';
import { and, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViews } from '../db/schema.js';
import { requireRole } from '../plugins/auth.js';

const tags = ['page views'];

/**
 * First-party page views (§1). Recording is open to everyone (signed in or not) and limited per address; nothing
 * about the visitor is stored. Reading the figures is for admins.
 */
export const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/page-views',
    {
      schema: {
        summary: 'Record that a page of the storefront or console was opened',
        tags,
        body: pageViewBody,
        response: { 202: pageViewRecordedResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await app.limits.pageViewsPerIp(request, reply, request.ip);
      const { path, query } = request.body.data;
      await app.db.insert(pageViews).values({ path, query: query?.replace(/^\?/, '') || null });
      reply.status(202);
      return { data: { recorded: true as const } };
    },
  );

  app.get(
    '/analytics/page-views',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Page views of a year: the total and the most viewed paths (admins)',
        tags: ['analytics'],
        querystring: pageViewStatsQuery,
        response: { 200: pageViewStatsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { year, limit } = request.query;
      const inYear = and(
        gte(pageViews.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(pageViews.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      );
      const views = sql<number>`count(*)::int`;
      const [totals, topPaths] = await Promise.all([
        app.db.select({ total: count() }).from(pageViews).where(inYear),
        app.db
          .select({ path: pageViews.path, views })
          .from(pageViews)
          .where(inYear)
          .groupBy(pageViews.path)
          .orderBy(desc(views), pageViews.path)
          .limit(limit),
      ]);
      return { data: { total: totals[0]?.total ?? 0, topPaths } };
    },
  );
};
