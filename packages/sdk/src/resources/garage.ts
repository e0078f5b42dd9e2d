import type { Requester, RequestOptions } from '../request.js';
import type {
  CompatibilitySuggestionsQuery,
  GarageVehicleFields,
  GarageVehicleUpdate,
} from '../schemas/garage.js';

/** The signed-in buyer's garage (issue 11): own vehicles only. */
export function garageResource(request: Requester) {
  return {
    /** Oldest first. */
    list: async (options?: RequestOptions) =>
      (
        await request({
          path: '/garage',
          schema: 'garageListResponse',
          fallback: 'Failed to fetch your garage',
          options,
        })
      ).data,
    create: async (data: GarageVehicleFields, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/garage',
          body: { data },
          schema: 'garageResponse',
          fallback: 'Failed to save the vehicle',
          options,
        })
      ).data,
    update: async (id: number, data: GarageVehicleUpdate, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/garage/${id}`,
          body: { data },
          schema: 'garageResponse',
          fallback: 'Failed to update the vehicle',
          options,
        })
      ).data,
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/garage/${id}`,
          schema: 'garageDeleteResponse',
          fallback: 'Failed to remove the vehicle',
          options,
        })
      ).data,
    /** Adds a guest's vehicles (skipping ones already there) and answers the whole garage. */
    merge: async (vehicles: GarageVehicleFields[], options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/garage/merge',
          body: { data: { vehicles } },
          schema: 'garageListResponse',
          fallback: 'Failed to merge your garage',
          options,
        })
      ).data,
  };
}

/** Vendor side: vehicles to suggest on the product form, from products of the same part. */
export function compatibilityResource(request: Requester) {
  return {
    suggestions: async (query: CompatibilitySuggestionsQuery, options?: RequestOptions) =>
      (
        await request({
          path: '/compatibility/suggestions',
          query: { ...query },
          schema: 'compatibilitySuggestionsResponse',
          fallback: 'Failed to fetch vehicle suggestions',
          options,
        })
      ).data,
  };
}
