import type { Requester, RequestOptions } from '../request.js';
import type { AddressFields, AddressUpdateBody } from '../schemas/addresses.js';

/** The signed-in user's addresses (§7 Address). */
export function addressesResource(request: Requester) {
  return {
    /** Oldest first: the last item is the newest address. */
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/address',
          schema: 'addressListResponse',
          fallback: 'Failed to fetch addresses',
          options,
        })
      ).data,
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/address/${id}`,
          schema: 'addressResponse',
          fallback: 'Failed to fetch address',
          options,
        })
      ).data,
    create: async (data: AddressFields, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/address',
          body: { value: 'address', data },
          schema: 'addressResponse',
          fallback: 'Failed to create address',
          options,
        })
      ).data,
    update: async (id: number, data: AddressUpdateBody['data'], options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/address/${id}`,
          body: { data },
          schema: 'addressResponse',
          fallback: 'Failed to update address',
          options,
        })
      ).data,
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/address/${id}`,
          schema: 'addressDeleteResponse',
          fallback: 'Failed to delete address',
          options,
        })
      ).data,
  };
}
