import type { Requester, RequestOptions } from '../request.js';

export function healthResource(request: Requester) {
  return {
    retrieve: async (options?: RequestOptions) =>
      (
        await request({
          path: '/health',
          schema: 'healthResponse',
          fallback: 'Something went wrong!',
          options,
        })
      ).data,
  };
}
