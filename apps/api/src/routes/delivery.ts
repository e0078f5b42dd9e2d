import {
  businessDeliveryBody,
  businessDeliveryResponse,
  checkoutQuoteBody,
  checkoutQuoteResponse,
  errorBody,
  idParam,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../plugins/auth.js';
import { getBusinessDelivery, quoteCheckout, updateBusinessDelivery } from '../services/delivery.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Delivery (issue 25, services/delivery.ts): a shop's zones and pickup — read by everyone who may see the shop,
 * written by its owner or an admin — and the public checkout quote.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/:id/delivery',
    {
      schema: { tags: ['business'], params: idParam, response: { 200: businessDeliveryResponse, ...errors } },
    },
    async (request) => ({ data: await getBusinessDelivery(app.db, request.user, request.params.id) }),
  );

  app.put(
    '/business/:id/delivery',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        tags: ['business'],
        params: idParam,
        body: businessDeliveryBody,
        response: { 200: businessDeliveryResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateBusinessDelivery(app.db, currentUser(request), request.params.id, request.body.data),
    }),
  );

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['orders'],
        body: checkoutQuoteBody,
        response: { 200: checkoutQuoteResponse, ...errors },
      },
    },
    async (request) => ({ data: await quoteCheckout(app.db, request.body.data) }),
  );
};
