import type { Requester, RequestOptions } from '../client.js';
import { envelope } from '../schemas/common.js';
import { health } from '../schemas/health.js';

export function healthResource(request: Requester) {
  return {
    retrieve: async (options?: RequestOptions) =>
      (
        await request({
          path: '/health',
          schema: envelope(health),
          fallback: 'Something went wrong!',
          options,
        })
      ).data,
  };
}
