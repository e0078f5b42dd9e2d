import type { Requester, RequestOptions } from '../request.js';
import type { PageViewInput, PageViewStatsQuery } from '../schemas/page-views.js';

/** First-party page views: apps record every route change; admins read the most viewed paths. */
export function pageViewsResource(request: Requester) {
  return {
    /**
     * `POST /page-views` (anyone; rate-limited per address). Resolves once recorded, with nothing: the answer holds
     * nothing to use, so it is not validated, and a page view loads no response schemas (issue 23: a storefront page
     * whose data came with its HTML sends no other request, and zod stays off the phone until one is needed).
     */
    record: async (view: PageViewInput, options?: RequestOptions): Promise<void> => {
      await request({
        method: 'POST',
        path: '/page-views',
        body: { data: view },
        schema: null,
        fallback: 'Something went wrong!',
        options,
      });
    },
    /** `GET /analytics/page-views` (admins): total views of a year and the most viewed paths. */
    stats: async (query: PageViewStatsQuery, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/page-views',
          query,
          schema: 'pageViewStatsResponse',
          fallback: 'Failed to fetch page view data',
          options,
        })
      ).data,
  };
}
