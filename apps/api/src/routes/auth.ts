import {
  authSessionResponse,
  changePasswordBody,
  createAdminBody,
  errorBody,
  loginBody,
  messageResponse,
  passwordResetRequestBody,
  RESET_MAIL_SENT,
  registerBody,
  userProfileResponse,
} from '@abossey/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../plugins/auth.js';
import {
  authenticate,
  completePasswordReset,
  createAccount,
  startPasswordReset,
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
      await app.limits.loginPerAccount(request, reply, id);
      const session = await authenticate(app.db, id, password);
      return { data: { auth_token: await app.signAccessToken(session.userId), ...session } };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        summary: 'Create a customer or vendor account and sign in',
        tags: ['auth'],
        body: registerBody,
        response: { 201: authSessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      await app.limits.registerPerIp(request, reply, request.ip);
      const input = request.body.data;
      const userId = await createAccount(app.db, input, input.userType);
      reply.status(201);
      return { data: { auth_token: await app.signAccessToken(userId), userId, userType: input.userType } };
    },
  );

  app.post(
    '/admin',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Create an admin account (admins only)',
        tags: ['auth'],
        security: [{ bearer: [] }],
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
      await startPasswordReset(app.db, email, { mailer: app.mailer, appUrl: app.appUrl(request) });
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
