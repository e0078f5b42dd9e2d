import {
  addressCreateBody,
  addressDeleteResponse,
  addressListResponse,
  addressResponse,
  addressUpdateBody,
  errorBody,
  idParam,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, gateEveryRoute, requireAuth } from '../plugins/auth.js';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  updateAddress,
} from '../services/addresses.js';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** `/address`: the signed-in user's own addresses only (another user's id answers 404). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation: a 413 for an oversized body still wins, but an anonymous caller gets 401 before any validation detail.
  gateEveryRoute(app, requireAuth);

  app.post(
    '/address',
    {
      schema: {
        tags: ['address'],
        body: addressCreateBody,
        response: { 201: addressResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await createAddress(app.db, user.id, request.body.data);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/address',
    { schema: { tags: ['address'], response: { 200: addressListResponse, ...errors } } },
    async (request) => ({ data: await listAddresses(app.db, currentUser(request).id) }),
  );

  app.get(
    '/address/:id',
    {
      schema: { tags: ['address'], params: idParam, response: { 200: addressResponse, ...errors } },
    },
    async (request) => ({ data: await getAddress(app.db, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/address/:id',
    {
      schema: {
        tags: ['address'],
        params: idParam,
        body: addressUpdateBody,
        response: { 200: addressResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateAddress(app.db, currentUser(request).id, request.params.id, request.body.data),
    }),
  );

  app.delete(
    '/address/:id',
    {
      schema: {
        tags: ['address'],
        params: idParam,
        response: { 200: addressDeleteResponse, ...errors },
      },
    },
    async (request) => ({ data: await deleteAddress(app.db, currentUser(request).id, request.params.id) }),
  );
};
