import {
  compatibilitySuggestionsQuery,
  compatibilitySuggestionsResponse,
  errorBody,
  garageCreateBody,
  garageDeleteResponse,
  garageListResponse,
  garageMergeBody,
  garageResponse,
  garageUpdateBody,
  idParam,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, gateEveryRoute, requireAuth, requireRole } from '../plugins/auth.js';
import {
  compatibilitySuggestions,
  createGarageVehicle,
  deleteGarageVehicle,
  listGarage,
  mergeGarage,
  updateGarageVehicle,
} from '../services/garage.js';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['garage'];

/** `/garage`: the signed-in buyer's own vehicles (issue 11); another user's id answers 404. */
export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  gateEveryRoute(app, requireAuth);

  app.get(
    '/garage',
    {
      schema: {
        tags,
        summary: 'My vehicles, oldest first',
        response: { 200: garageListResponse, ...errors },
      },
    },
    async (request) => ({ data: await listGarage(app.db, currentUser(request).id) }),
  );

  app.post(
    '/garage',
    {
      schema: {
        tags,
        summary: 'Add a vehicle (at most 20; the first becomes active)',
        body: garageCreateBody,
        response: { 201: garageResponse, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createGarageVehicle(app.db, currentUser(request).id, request.body.data);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/garage/merge',
    {
      schema: {
        tags,
        summary: "Merge a guest's vehicles on sign-in, without duplicates; answers the whole garage",
        body: garageMergeBody,
        response: { 200: garageListResponse, ...errors },
      },
    },
    async (request) => ({
      data: await mergeGarage(app.db, currentUser(request).id, request.body.data.vehicles),
    }),
  );

  app.put(
    '/garage/:id',
    {
      schema: {
        tags,
        summary: 'Change a vehicle; `active: true` makes it the only active one',
        params: idParam,
        body: garageUpdateBody,
        response: { 200: garageResponse, 409: errorBody, ...errors },
      },
    },
    async (request) => ({
      data: await updateGarageVehicle(app.db, currentUser(request).id, request.params.id, request.body.data),
    }),
  );

  app.delete(
    '/garage/:id',
    {
      schema: { tags, params: idParam, response: { 200: garageDeleteResponse, ...errors } },
    },
    async (request) => ({
      data: await deleteGarageVehicle(app.db, currentUser(request).id, request.params.id),
    }),
  );
};

/** `/compatibility/suggestions`: vehicles to propose on the product form (vendors and admins). */
export const compatibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compatibility/suggestions',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        tags: ['compatibility'],
        summary: 'Vehicles listed on other products of the same part, then of the same category',
        querystring: compatibilitySuggestionsQuery,
        response: { 200: compatibilitySuggestionsResponse, 403: errorBody, ...errors },
      },
    },
    async (request) => ({
      data: await compatibilitySuggestions(app.db, request.query.partId, request.query.limit),
    }),
  );
};
