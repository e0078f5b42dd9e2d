import {
  businessCreateBody,
  businessListQuery,
  businessListResponse,
  businessResponse,
  businessStatusBody,
  businessUpdateBody,
  businessUserParams,
  deletedResponse,
  errorBody,
  INVALID_TRANSFER_IDS,
  idParam,
  memberBusinessListResponse,
  parseTransferUserIds,
  transferOwnershipBody,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAuth, requireRole } from '../plugins/auth.js';
import {
  createBusiness,
  deleteBusiness,
  getBusiness,
  listBusinesses,
  listUserBusinesses,
  setBusinessStatus,
  transferOwnership,
  updateBusiness,
} from '../services/business.js';
import { HttpError } from '../services/errors.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Shops (§7 Business). Public reads of active shops; create by vendors and admins; edit and delete by the owner or
 * an admin; ownership and status by admins. Role gates run on `preValidation` (before schema validation); membership
 * checks need the shop and run in the services.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business',
    { schema: { querystring: businessListQuery, response: { 200: businessListResponse, ...errors } } },
    async (request) => ({ data: await listBusinesses(app.db, request.user, request.query.status) }),
  );

  app.get(
    '/business/:id',
    { schema: { params: idParam, response: { 200: businessResponse, ...errors } } },
    async (request) => ({ data: await getBusiness(app.db, request.user, request.params.id) }),
  );

  app.post(
    '/business',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { body: businessCreateBody, response: { 201: businessResponse, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBusiness(app.db, currentUser(request), request.body.data) }),
  );

  app.put(
    '/business/:id',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: {
        params: idParam,
        body: businessUpdateBody,
        response: { 200: businessResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateBusiness(app.db, currentUser(request), request.params.id, request.body.data),
    }),
  );

  app.delete(
    '/business/:id',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { params: idParam, response: { 200: deletedResponse, ...errors } },
    },
    async (request) => ({ data: await deleteBusiness(app.db, currentUser(request), request.params.id) }),
  );

  app.get(
    '/business/user/:userId',
    {
      preValidation: requireAuth,
      schema: {
        params: businessUserParams,
        response: { 200: memberBusinessListResponse, ...errors },
      },
    },
    async (request) => ({
      data: await listUserBusinesses(app.db, currentUser(request), request.params.userId),
    }),
  );

  app.put(
    '/business/:id/transfer-ownership',
    {
      preValidation: requireRole('admin'),
      schema: {
        params: idParam,
        body: transferOwnershipBody,
        response: { 200: businessResponse, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      const ids = parseTransferUserIds(request.body.data);
      if (!ids)
        throw new HttpError(400, INVALID_TRANSFER_IDS, [
          { path: 'data.transferToUserId', message: INVALID_TRANSFER_IDS },
        ]);
      return {
        data: await transferOwnership(app.db, request.params.id, ids, request.body.data.transferNotes),
      };
    },
  );

  app.put(
    '/business/:id/status',
    {
      preValidation: requireRole('admin'),
      schema: {
        params: idParam,
        body: businessStatusBody,
        response: { 200: businessResponse, ...errors },
      },
    },
    async (request) => ({
      data: await setBusinessStatus(app.db, request.params.id, request.body.data.status),
    }),
  );
};
