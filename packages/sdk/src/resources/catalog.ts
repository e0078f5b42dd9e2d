import type { Requester, RequestOptions } from '../request.js';

export const catalogResource = {
  parts: (request: Requester) => ({
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/parts',
          schema: 'partListResponse',
          fallback: 'Failed to fetch parts',
          options,
        })
      ).data,
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/parts/${id}`,
          schema: 'partResponse',
          fallback: 'Failed to fetch parts',
          options,
        })
      ).data,
  }),
  vehicleMakes: (request: Requester) => ({
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/vehicle-makes',
          schema: 'vehicleMakeListResponse',
          fallback: 'Failed to fetch vehicle makes',
          options,
        })
      ).data,
  }),
};
