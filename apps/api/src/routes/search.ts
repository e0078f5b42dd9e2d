import {
  errorBody,
  searchSuggestQuery,
  searchSuggestResponse,
  searchSynonymBody,
  searchSynonymDeleteResponse,
  searchSynonymListResponse,
  searchSynonymParams,
  searchSynonymResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gateEveryRoute, requireRole } from '../plugins/auth.js';
import { deleteSearchSynonym, listSearchSynonyms, saveSearchSynonym } from '../services/search-synonyms.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const tags = ['search'];

/**
 * `GET /search/suggest` (issue 25, anyone) and `/search/synonyms`: what buyers' words also mean in the catalogue, edited by admins. A change applies to
 * the next search (the vocabulary reloads) and drops cached product lists (`WRITE_EFFECTS` in response-cache.ts).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: suggestions while typing, from the vocabulary in memory (no query; search-suggest.ts).
  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        summary: 'Makes, models, categories and parts that match what was typed so far',
        querystring: searchSuggestQuery,
        response: { 200: searchSuggestResponse, 400: errorBody },
      },
    },
    async (request) => ({
      data: await app.searchVocabulary.suggest(request.query.q, request.query.limit),
    }),
  );

  await app.register(synonymRoutes);
};

/** Admins only. */
const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  gateEveryRoute(app, requireRole('admin'));

  app.get(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary: 'Search synonyms, by term (admins)',
        response: { 200: searchSynonymListResponse, ...errors },
      },
    },
    async () => ({ data: await listSearchSynonyms(app.db) }),
  );

  app.put(
    '/search/synonyms/:term',
    {
      schema: {
        tags,
        summary:
          'Create a search synonym or replace its expansions (admins); the term is lowered and trimmed',
        params: searchSynonymParams,
        body: searchSynonymBody,
        response: { 200: searchSynonymResponse, ...errors },
      },
    },
    async (request) => {
      const data = await saveSearchSynonym(app.db, request.params.term, request.body.data);
      app.searchVocabulary.invalidate();
      return { data };
    },
  );

  app.delete(
    '/search/synonyms/:term',
    {
      schema: {
        tags,
        summary: 'Delete a search synonym (admins)',
        params: searchSynonymParams,
        response: { 200: searchSynonymDeleteResponse, 404: errorBody, ...errors },
      },
    },
    async (request) => {
      const data = await deleteSearchSynonym(app.db, request.params.term);
      app.searchVocabulary.invalidate();
      return { data };
    },
  );
};
