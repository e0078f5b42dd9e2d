import type { Requester, RequestOptions } from '../request.js';
import type { UserListQuery, UserUpdateInput } from '../schemas/users.js';

export function usersResource(request: Requester) {
  return {
    /** `GET /users` (admin): `{data, meta}` with each user's shops. */
    list: (query: UserListQuery = {}, options?: RequestOptions) =>
      request({
        path: '/users',
        query,
        schema: 'userListResponse',
        fallback: 'Failed to fetch users',
        options,
      }),
    /** `GET /users/{id}`: the full profile for yourself or an admin, public fields for anyone else. */
    retrieve: async (id: number, options?: RequestOptions) =>
      (
        await request({
          path: `/users/${id}`,
          schema: 'userResponse',
          fallback: 'Failed to fetch user',
          options,
        })
      ).data,
    /** `PUT /users/{id}` (yourself or an admin); answers the updated profile. */
    update: async (id: number, data: UserUpdateInput, options?: RequestOptions) =>
      (
        await request({
          method: 'PUT',
          path: `/users/${id}`,
          body: { data },
          schema: 'userProfileResponse',
          fallback: 'Failed to update user',
          options,
        })
      ).data,
    /** `DELETE /users/{id}` (admin): the account is closed; its orders stay. */
    delete: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'DELETE',
          path: `/users/${id}`,
          schema: 'messageResponse',
          fallback: 'Failed to delete user',
          options,
        })
      ).data,
    /** `POST /users/{id}/reset-password` (admin): mails the user a reset link. */
    sendPasswordReset: async (id: number, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: `/users/${id}/reset-password`,
          schema: 'messageResponse',
          fallback: 'Failed to send reset password email',
          options,
        })
      ).data,
  };
}
