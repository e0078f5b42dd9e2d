import {
  authSessionResponse,
  changePasswordBody,
  confirmSignUpBody,
  createAdminBody,
  errorBody,
  loginBody,
  messageResponse,
  passwordResetRequestBody,
  RESET_MAIL_SENT,
  registerBody,
  SIGN_UP_MAIL_SENT,
  userProfileResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountKey, loginAccountKey } from '../plugins/accounts.js';
import { requireRole } from '../plugins/auth.js';
import {
  checkLoginPassword,
  completePasswordReset,
  confirmSignUp,
  createAccount,
  findLoginAccount,
  startPasswordReset,
  startSignUp,
} from '../services/accounts.js';
import { getProfile } from '../services/users.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };

/** Sign-in, sign-up, admin creation and password reset (§7 Auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email or username',
        tags: ['auth'],
        body: loginBody,
        response: { 200: authSessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { email, username, identifier, password } = request.body.data;
      const id = (email || username || identifier || '').trim().toLowerCase();
      await app.limits.loginPerIp(request, reply, request.ip);
      // Counted on the account, whichever of its email or username was typed (an unknown name counts as itself),
      // per client address, under a slower ceiling for all addresses together (issue 21).
      const account = await findLoginAccount(app.db, id);
      const key = account ? account.id : id;
      await app.limits.loginPerAccount(request, reply, loginAccountKey(key, request.ip));
      await app.limits.loginAccountCeiling(request, reply, accountKey(key));
      const session = await checkLoginPassword(account, password);
      return { data: { auth_token: await app.signAccessToken(session.userId), ...session } };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        summary:
          'Start a customer or vendor sign-up: mails a confirmation link (same answer whether or not the email has an account)',
        description:
          'Answers 202 with the same message for a new and a taken email (ADR 0005): a new email gets a link to ' +
          '`/auth/confirm?token=…` (single use, 24 hours), a taken one a mail saying someone tried to sign up with it. ' +
          'A taken username is refused with 409 (usernames are public). No account exists until `POST /register/confirm`.',
        tags: ['auth'],
        body: registerBody,
        response: { 202: messageResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const input = request.body.data;
      await app.limits.registerPerIp(request, reply, request.ip);
      await app.limits.registerPerEmail(request, reply, input.email.trim().toLowerCase());
      await startSignUp(app.db, input, { mailer: app.mailer, appUrl: app.appUrl() });
      reply.status(202);
      return { data: { message: SIGN_UP_MAIL_SENT } };
    },
  );

  app.post(
    '/register/confirm',
    {
      schema: {
        summary: 'Confirm a sign-up with the token from the mail: creates the account and signs in',
        tags: ['auth'],
        body: confirmSignUpBody,
        response: { 201: authSessionResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Tokens are 256-bit random, but a cap on guesses per address costs nothing.
      await app.limits.confirmPerIp(request, reply, request.ip);
      const { userId, userType } = await confirmSignUp(app.db, request.body.data.token);
      reply.status(201);
      return { data: { auth_token: await app.signAccessToken(userId), userId, userType } };
    },
  );

  app.post(
    '/admin',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Create an admin account (admins only)',
        tags: ['auth'],
        body: createAdminBody,
        response: { 201: userProfileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await createAccount(app.db, request.body.data, 'admin');
      reply.status(201);
      return { data: await getProfile(app.db, userId) };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        summary: 'Mail a password reset link (same answer whether or not the email has an account)',
        tags: ['auth'],
        body: passwordResetRequestBody,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.data.email.toLowerCase();
      await app.limits.resetPerIp(request, reply, request.ip);
      await app.limits.resetPerEmail(request, reply, email);
      // Answered before the account is even looked up: the look-up, the token insert and the mail run after it, so
      // the answer takes the same time for a known and an unknown email (issue 21).
      app.background.run('a password reset', () =>
        startPasswordReset(app.db, email, { mailer: app.mailer, appUrl: app.appUrl() }),
      );
      return { data: { message: RESET_MAIL_SENT } };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        summary: 'Set a new password with the token from the reset mail',
        tags: ['auth'],
        body: changePasswordBody,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Tokens are 256-bit random, but a cap on guesses per address costs nothing.
      await app.limits.resetPerIp(request, reply, request.ip);
      await completePasswordReset(app.db, request.body.data.token, request.body.data.password);
      return { data: { message: 'Password has been reset successfully!' } };
    },
  );
};
