import type { Requester, RequestOptions } from '../client.js';
import { part, vehicleMake } from '../schemas/catalog.js';
import { envelope } from '../schemas/common.js';
import { z } from '../zod.js';

export const catalogResource = {
  parts: (request: Requester) => ({
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/parts',
          schema: envelope(z.array(part)),
          fallback: 'Failed to fetch parts',
          options,
        })
      ).data,
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/parts/${id}`,
          schema: envelope(part),
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
          schema: envelope(z.array(vehicleMake)),
          fallback: 'Failed to fetch vehicle makes',
          options,
        })
      ).data,
  }),
};
