import {
  businessIdParam,
  businessOrderListResponse,
  errorBody,
  idParam,
  orderCreateBody,
  orderCreateResponse,
  orderCsvFileName,
  orderCsvResponse,
  orderDeleteResponse,
  orderDetailResponse,
  orderExportQuery,
  orderListQuery,
  orderListResponse,
  orderNoteCreateBody,
  orderNoteListResponse,
  orderNoteResponse,
  orderPaymentStatusBody,
  orderStatusBody,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, gateEveryRoute, requireAuth } from '../plugins/auth.js';
import { checkout, IDEMPOTENCY_KEY_MAX } from '../services/checkout.js';
import { exportOrders } from '../services/order-export.js';
import { addOrderNote, listOrderNotes } from '../services/order-notes.js';
import { updateOrderStatus, updatePaymentStatus } from '../services/order-status.js';
import { deleteOrder, getOrderForUser, listBusinessOrders, listOrders } from '../services/orders.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['orders'];

const checkoutHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .optional(),
});

/** `/orders…` — every route needs a signed-in user; see services/orders.ts for who sees what. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation: a 413 for an oversized body still wins, but an anonymous caller gets 401 before any validation detail.
  gateEveryRoute(app, requireAuth);

  app.post(
    '/orders',
    {
      schema: {
        tags,
        headers: checkoutHeaders,
        body: orderCreateBody,
        response: { 200: orderCreateResponse, 201: orderCreateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await checkout(
        app.db,
        currentUser(request),
        request.body.data,
        request.headers['idempotency-key'],
      );
      return reply.status(result.created ? 201 : 200).send({ data: result.detail });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        querystring: orderListQuery,
        response: { 200: orderListResponse, ...errors },
      },
    },
    async (request) => listOrders(app.db, currentUser(request), request.query),
  );

  app.get(
    '/orders/business/:businessId',
    {
      schema: {
        tags,
        params: businessIdParam,
        querystring: orderListQuery,
        response: { 200: businessOrderListResponse, ...errors },
      },
    },
    async (request) => {
      const { data, meta } = await listBusinessOrders(
        app.db,
        currentUser(request),
        request.params.businessId,
        request.query,
      );
      return { data: { orders: data }, meta };
    },
  );

  // The filtered list as CSV (issue 24; docs/orders-csv.md): every order for admins, a shop's part for its members.
  app.get(
    '/orders/export.csv',
    { schema: { tags, querystring: orderExportQuery, response: { 200: orderCsvResponse, ...errors } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderCsvFileName()}"`)
        .send(await exportOrders(app.db, currentUser(request), request.query)),
  );

  app.get(
    '/orders/business/:businessId/export.csv',
    {
      schema: {
        tags,
        params: businessIdParam,
        querystring: orderExportQuery,
        response: { 200: orderCsvResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${orderCsvFileName(request.params.businessId)}"`,
        )
        .send(await exportOrders(app.db, currentUser(request), request.query, request.params.businessId)),
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: idParam, response: { 200: orderDetailResponse, ...errors } } },
    async (request) => ({ data: await getOrderForUser(app.db, currentUser(request), request.params.id) }),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        params: idParam,
        body: orderStatusBody,
        response: { 200: orderDetailResponse, ...errors },
      },
    },
    async (request) => {
      const body = 'data' in request.body ? request.body.data : request.body;
      return { data: await updateOrderStatus(app.db, currentUser(request), request.params.id, body) };
    },
  );

  app.put(
    '/orders/:id/payment-status',
    {
      schema: {
        tags,
        params: idParam,
        body: orderPaymentStatusBody,
        response: { 200: orderDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { status, vendorOrderId } = request.body.data;
      return {
        data: await updatePaymentStatus(
          app.db,
          currentUser(request),
          request.params.id,
          status,
          vendorOrderId,
        ),
      };
    },
  );

  // Internal notes (issue 24): staff only; services/order-notes.ts says who sees which.
  app.get(
    '/orders/:id/notes',
    { schema: { tags, params: idParam, response: { 200: orderNoteListResponse, ...errors } } },
    async (request) => ({ data: await listOrderNotes(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/orders/:id/notes',
    {
      schema: {
        tags,
        params: idParam,
        body: orderNoteCreateBody,
        response: { 201: orderNoteResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addOrderNote(app.db, currentUser(request), request.params.id, request.body.data),
      }),
  );

  app.delete(
    '/orders/:id',
    { schema: { tags, params: idParam, response: { 200: orderDeleteResponse, ...errors } } },
    async (request) => ({ data: await deleteOrder(app.db, currentUser(request), request.params.id) }),
  );
};
