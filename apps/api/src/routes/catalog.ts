import { envelope, errorBody, idParam, part, vehicleMake } from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPart, listParts, listVehicleMakes } from '../services/catalog.js';

/** `GET /api/parts`, `GET /api/parts/:id`, `GET /api/vehicle-makes` (§7). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/parts', { schema: { response: { 200: envelope(z.array(part)) } } }, async () => ({
    data: await listParts(app.db),
  }));

  app.get(
    '/parts/:id',
    { schema: { params: idParam, response: { 200: envelope(part), 400: errorBody, 404: errorBody } } },
    async (request) => ({ data: await getPart(app.db, request.params.id) }),
  );

  app.get('/vehicle-makes', { schema: { response: { 200: envelope(z.array(vehicleMake)) } } }, async () => ({
    data: await listVehicleMakes(app.db),
  }));
};
