import {
  CATALOGUE_MAX_CHARS,
  catalogueCsvBody,
  catalogueCsvResponse,
  catalogueFileName,
  catalogueImportResponse,
  cataloguePreviewResponse,
  errorBody,
  idParam,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../plugins/auth.js';
import { exportCatalogue, importCatalogue, previewCatalogue } from '../services/catalogue-import.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The body limit of preview and import: a file of 5,000 rows (`CATALOGUE_MAX_CHARS` characters, up to 3 bytes each
 * in UTF-8, JSON-escaped) must fit, whatever `BODY_LIMIT` says for every other route.
 */
const CATALOGUE_BODY_LIMIT = CATALOGUE_MAX_CHARS * 3 + 64 * 1024;

/**
 * A shop's catalogue as CSV (issue 24, services/catalogue-import.ts, docs/catalogue-csv.md): preview a file, import
 * it (one transaction), export the catalogue. The shop's owner or staff (vendors) and admins. The role gate of the
 * two POSTs runs on `onRequest`, before their large body is read: an anonymous caller or a customer cannot make the
 * server read 18 MB.
 */
export const catalogueImportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Both POSTs take the CSV; the role gate runs before their (large) body is read. */
  const csvUpload = <Response extends typeof cataloguePreviewResponse | typeof catalogueImportResponse>(
    response: Response,
  ) => ({
    bodyLimit: CATALOGUE_BODY_LIMIT,
    onRequest: requireRole('vendor', 'admin'),
    schema: {
      tags: ['business'],
      params: idParam,
      body: catalogueCsvBody,
      response: { 200: response, ...errors },
    },
  });

  app.post('/business/:id/catalogue/preview', csvUpload(cataloguePreviewResponse), async (request) => ({
    data: await previewCatalogue(app.db, currentUser(request), request.params.id, request.body.data.csv),
  }));

  app.post('/business/:id/catalogue/import', csvUpload(catalogueImportResponse), async (request) => ({
    data: await importCatalogue(app.db, currentUser(request), request.params.id, request.body.data.csv),
  }));

  app.get(
    '/business/:id/catalogue.csv',
    {
      preValidation: requireRole('vendor', 'admin'),
      schema: { tags: ['business'], params: idParam, response: { 200: catalogueCsvResponse, ...errors } },
    },
    async (request, reply) => {
      const csv = await exportCatalogue(app.db, currentUser(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${catalogueFileName(request.params.id)}"`)
        .send(csv);
    },
  );
};
