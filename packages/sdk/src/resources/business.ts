import { INVALID_TRANSFER_IDS, parseTransferUserIds } from '../domain/ownership-transfer.js';
import { ValidationError } from '../errors.js';
import type { Requester, RequestOptions } from '../request.js';
import type {
  BusinessInput,
  BusinessListQuery,
  BusinessStatus,
  BusinessUpdateInput,
  TransferOwnershipInput,
} from '../schemas/business.js';
import type { BusinessDeliveryInput } from '../schemas/delivery.js';

/** `sdk.business`: shops (§7 Business). Write methods take the inner `data` of the §7 body. */
export function businessResource(request: Requester) {
  return {
    /** `GET /business`: active shops; admins may pass `{status: 'all' | 'active' | 'inactive' | 'pending'}`. */
    list: async (query: BusinessListQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/business',
          query,
          schema: 'businessListResponse',
          fallback: 'Failed to fetch businesses',
          options,
        })
      ).data,
    /** `GET /business/{id}`. */
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/business/${id}`,
          schema: 'businessResponse',
          fallback: 'Failed to fetch business',
          options,
        })
      ).data,
    /** `POST /business` as `{value: name, data}`; the caller becomes the owner. */
    create: async (body: BusinessInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/business',
          body: { value: body.name, data: body },
          schema: 'businessResponse',
          fallback: 'Failed to create business',
          options,
        })
      ).data,
    /** `PUT /business/{id}` (owner or admin): only the fields sent change. */
    update: async (id: number, body: BusinessUpdateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/business/${id}`,
          body: { data: body },
          schema: 'businessResponse',
          fallback: 'Failed to update business',
          options,
        })
      ).data,
    /** `DELETE /business/{id}` (owner or admin): its products go too; past orders stay. */
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/business/${id}`,
          schema: 'deletedResponse',
          fallback: 'Failed to delete business',
          options,
        })
      ).data,
    /** `GET /business/user/{userId}` (that user or an admin): their shops with their role. */
    listForUser: async (userId: number | null | undefined, options?: RequestOptions) => {
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0)
        throw new ValidationError('User ID not found', 400);
      return (
        await request({
          path: `/business/user/${userId}`,
          schema: 'memberBusinessListResponse',
          fallback: 'Failed to fetch businesses',
          options,
        })
      ).data;
    },
    /**
     * `PUT /business/{id}/transfer-ownership` (admin). Both ids must be numeric (§5), checked before any call:
     * otherwise a ValidationError 'Invalid user IDs provided for transfer'.
     */
    transferOwnership: async (id: number, body: TransferOwnershipInput, options?: RequestOptions) => {
      if (!parseTransferUserIds(body))
        throw new ValidationError(INVALID_TRANSFER_IDS, 400, [
          { path: 'data.transferToUserId', message: INVALID_TRANSFER_IDS },
        ]);
      return (
        await request({
          method: 'PUT',
          path: `/business/${id}/transfer-ownership`,
          body: { data: { transferFromUserId: 0, ...body } },
          schema: 'businessResponse',
          fallback: 'Failed to transfer business ownership',
          options,
        })
      ).data;
    },
    /** `GET /business/{id}/delivery` (public for active shops): zones with fee and days, and pickup. */
    delivery: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/business/${id}/delivery`,
          schema: 'businessDeliveryResponse',
          fallback: 'Failed to fetch delivery options',
          options,
        })
      ).data,
    /** `PUT /business/{id}/delivery` (the shop's owner or an admin): replaces the zones and sets pickup. */
    updateDelivery: async (id: number, body: BusinessDeliveryInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/business/${id}/delivery`,
          body: { data: body },
          schema: 'businessDeliveryResponse',
          fallback: 'Failed to update delivery options',
          options,
        })
      ).data,
    /** `PUT /business/{id}/status` (admin). */
    updateStatus: async (id: number, status: BusinessStatus, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/business/${id}/status`,
          body: { data: { status } },
          schema: 'businessResponse',
          fallback: 'Failed to update business status',
          options,
        })
      ).data,
  };
}
