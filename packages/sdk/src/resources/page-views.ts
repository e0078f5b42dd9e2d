import type { Requester, RequestOptions } from '../request.js';
import type { PageViewInput, PageViewStatsQuery } from '../schemas/page-views.js';

/** First-party page views: apps record every route change; admins read the most viewed paths. */
export function pageViewsResource(request: Requester) {
  return {
    /** `POST /page-views` (anyone; rate-limited per address). */
    record: async (view: PageViewInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/page-views',
          body: { data: view },
          schema: 'pageViewRecordedResponse',
          fallback: 'Something went wrong!',
          options,
        })
      ).data,
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
