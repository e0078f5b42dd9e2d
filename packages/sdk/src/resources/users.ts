import type { StoredSession, TokenStore } from '../auth.js';
import type { Requester, RequestOptions } from '../request.js';
import type { AuthSession } from '../schemas/auth.js';
import type { EmailChangeTokenInput, UserListQuery, UserUpdateInput } from '../schemas/users.js';

export function usersResource(request: Requester, tokens: TokenStore) {
  /** Keeps a fresh session the server answered (it ended every other one), like `auth.login` does. */
  const keep = (session: AuthSession) => {
    const stored: StoredSession = {
      token: session.auth_token,
      userId: session.userId,
      userType: session.userType,
    };
    if (tokens.setSession) tokens.setSession(stored);
    else tokens.setToken(session.auth_token);
    return session;
  };
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
    /**
     * `PUT /users/{id}` (yourself or an admin); answers the updated profile. A new `email` or `username` needs
     * `currentPassword`; a new email is only mailed a confirmation link (`pendingEmail` in the answer) and replaces
     * the old one once `confirmEmailChange` is called with its token.
     */
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
    /**
     * `POST /email-change/confirm` with the token mailed to the new address: the new email takes effect, every
     * session of the account ends, and the answer is a fresh one for this browser, which is kept.
     */
    confirmEmailChange: async (input: EmailChangeTokenInput, options?: RequestOptions) =>
      keep(
        (
          await request({
            method: 'POST',
            path: '/email-change/confirm',
            body: { data: input },
            schema: 'authSessionResponse',
            fallback: 'Failed to confirm the new email address',
            options,
          })
        ).data,
      ),
    /**
     * `POST /email-change/report` with the token mailed to the old address ("this was not me"): stops or undoes the
     * change, ends every session and mails the old address a password reset link.
     */
    reportEmailChange: async (input: EmailChangeTokenInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/email-change/report',
          body: { data: input },
          schema: 'messageResponse',
          fallback: 'Failed to report the email change',
          options,
        })
      ).data,
    /** `POST /users/{id}/sign-out-everywhere` (yourself): every other session ends; this one gets a fresh token. */
    signOutEverywhere: async (id: number, options?: RequestOptions) =>
      keep(
        (
          await request({
            method: 'POST',
            path: `/users/${id}/sign-out-everywhere`,
            schema: 'authSessionResponse',
            fallback: 'Failed to sign out everywhere',
            options,
          })
        ).data,
      ),
  };
}
