import type { StoredSession, TokenStore } from '../auth.js';
import type { Requester, RequestOptions } from '../request.js';
import type {
  AuthSession,
  ChangePasswordInput,
  ConfirmSignUpInput,
  CreateAdminInput,
  LoginCredentials,
  PasswordResetRequest,
  PasswordUpdateInput,
  RegisterInput,
} from '../schemas/auth.js';

/** Sign-in, sign-up and password reset. `login` and `confirmSignUp` keep the session in the client's token store. */
export function authResource(request: Requester, tokens: TokenStore) {
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
    /** `POST /login` with `email`, `username` or `identifier` plus `password`. */
    login: async (credentials: LoginCredentials, options?: RequestOptions) =>
      keep(
        (
          await request({
            method: 'POST',
            path: '/login',
            body: { data: credentials },
            schema: 'authSessionResponse',
            fallback: 'Login failed',
            options,
          })
        ).data,
      ),
    /**
     * `POST /register` (customer or vendor): starts a sign-up. The answer is the same whether or not the email has an
     * account (`SIGN_UP_MAIL_SENT`); the account exists once the mailed link is confirmed with `confirmSignUp`.
     * A taken username is still refused here (409), as usernames are public.
     */
    register: async (input: RegisterInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/register',
          body: { data: input },
          schema: 'messageResponse',
          fallback: 'Registration failed',
          options,
        })
      ).data,
    /** `POST /register/confirm` with the token from the confirmation mail: creates the account and signs in. */
    confirmSignUp: async (input: ConfirmSignUpInput, options?: RequestOptions) =>
      keep(
        (
          await request({
            method: 'POST',
            path: '/register/confirm',
            body: { data: input },
            schema: 'authSessionResponse',
            fallback: 'Registration failed',
            options,
          })
        ).data,
      ),
    /** `POST /admin` (admins only): a new admin account; the caller stays signed in as themself. */
    createAdmin: async (input: CreateAdminInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/admin',
          body: { data: input },
          schema: 'userProfileResponse',
          fallback: 'Failed to create admin',
          options,
        })
      ).data,
    /** `POST /reset-password`: the same answer whether or not the email has an account. */
    requestPasswordReset: async (input: PasswordResetRequest, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/reset-password',
          body: { data: input },
          schema: 'messageResponse',
          fallback: 'There was a problem sending the reset instructions.',
          options,
        })
      ).data,
    /** `POST /change-password` with the token from the mail and the new password. */
    resetPassword: async (input: ChangePasswordInput, options?: RequestOptions) =>
      (
        await request({
          method: 'POST',
          path: '/change-password',
          body: { data: input },
          schema: 'messageResponse',
          // §8: the reset screen shows the server's message, else its own 'Failed to reset password…' text.
          fallback: 'Failed to change password',
          options,
        })
      ).data,
    /**
     * `PUT /users/{id}/password` (yourself) with the current and the new password. Every other session of the user
     * ends; the answer is a fresh session for this one, which is kept like `login`'s.
     */
    updatePassword: async (userId: number, input: PasswordUpdateInput, options?: RequestOptions) =>
      keep(
        (
          await request({
            method: 'PUT',
            path: `/users/${userId}/password`,
            body: { data: input },
            schema: 'authSessionResponse',
            fallback: 'Failed to change password',
            options,
          })
        ).data,
      ),
    /** Forgets the session (accessToken, userId, userType). Access tokens are stateless; nothing to call. */
    logout: () => {
      if (tokens.setSession) tokens.setSession(null);
      else tokens.setToken(null);
    },
    /** The stored session, if the store keeps one. */
    session: (): StoredSession | null => tokens.getSession?.() ?? null,
    getToken: () => tokens.getToken(),
    setToken: (token: string | null) => tokens.setToken(token),
    isSignedIn: () => Boolean(tokens.getToken()),
  };
}
