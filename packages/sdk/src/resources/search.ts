import type { Requester, RequestOptions } from '../request.js';
import type { SearchSuggestQuery, SearchSynonymFields } from '../schemas/search.js';

/** Suggestions while typing (anyone) and search synonyms (admins only), issue 25. */
export function searchResource(request: Requester) {
  const path = (term: string) => `/search/synonyms/${encodeURIComponent(term)}`;
  return {
    /** Makes, models, categories and parts matching what was typed so far, best first. */
    suggest: async (query: SearchSuggestQuery, options?: RequestOptions) =>
      (
        await request({
          path: '/search/suggest',
          query,
          schema: 'searchSuggestResponse',
          fallback: 'Failed to fetch suggestions',
          options,
        })
      ).data,
    synonyms: {
      /** Every synonym, by term. */
      list: async (options?: RequestOptions) =>
        (
          await request({
            path: '/search/synonyms',
            schema: 'searchSynonymListResponse',
            fallback: 'Failed to fetch search synonyms',
            options,
          })
        ).data,
      /** Creates the term's synonym or replaces its expansions. */
      save: async (term: string, data: SearchSynonymFields, options?: RequestOptions) =>
        (
          await request({
            method: 'PUT',
            path: path(term),
            body: { data },
            schema: 'searchSynonymResponse',
            fallback: 'Failed to save the synonym',
            options,
          })
        ).data,
      delete: async (term: string, options?: RequestOptions) =>
        (
          await request({
            method: 'DELETE',
            path: path(term),
            schema: 'searchSynonymDeleteResponse',
            fallback: 'Failed to delete the synonym',
            options,
          })
        ).data,
    },
  };
}
