import {
  authSessionResponse,
  EMAIL_CHANGE_REPORTED,
  emailChangeTokenBody,
  errorBody,
  idParam,
  messageResponse,
  passwordUpdateBody,
  userListQuery,
  userListResponse,
  userProfileResponse,
  userResponse,
  userUpdateBody,
} from '@abossey/sdk';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountKey, loginAccountKey } from '../plugins/accounts.js';
import { authGate, currentUser, isAdmin, NOT_ALLOWED, requireRole } from '../plugins/auth.js';
import { sendResetMail } from '../services/accounts.js';
import { confirmEmailChange, endAllSessions, reportEmailChange } from '../services/email-change.js';
import { HttpError } from '../services/errors.js';
import { updatePassword } from '../services/password-update.js';
import { deleteUser, getProfile, getPublicUser, listUsers, updateUser } from '../services/users.js';

/**
 * preValidation: the user named by `:id` or an admin. Runs before the body is validated, so a caller who may not
 * edit this profile learns nothing from validation messages (401/403 first).
 */
const requireSelfOrAdmin: preHandlerAsyncHookHandler = authGate(
  async (request) => {
    const actor = currentUser(request);
    const id = Number((request.params as { id?: unknown }).id);
    if (actor.id !== id && !actor.isAdmin) throw new HttpError(403, NOT_ALLOWED);
  },
  { forbids: true },
);

/** preValidation: only the user named by `:id` (not even an admin: they send a reset mail instead). */
const requireSelf: preHandlerAsyncHookHandler = authGate(
  async (request) => {
    if (currentUser(request).id !== Number((request.params as { id?: unknown }).id))
      throw new HttpError(403, NOT_ALLOWED);
  },
  { forbids: true },
);

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** §7 Users: admins manage everyone; a user reads and edits their own profile; others see public fields. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Users with their shops (admin)',
        tags: ['users'],
        querystring: userListQuery,
        response: { 200: userListResponse, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        summary:
          'A user: full profile for yourself or an admin, public fields (id, names, avatar) for anyone else',
        tags: ['users'],
        params: idParam,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const full = request.user && (request.user.id === id || isAdmin(request.user));
      return { data: full ? await getProfile(app.db, id) : await getPublicUser(app.db, id) };
    },
  );

  app.put(
    '/users/:id',
    {
      preValidation: requireSelfOrAdmin,
      schema: {
        summary: 'Update a profile (yourself or an admin; only admins change userType/isAdmin)',
        description:
          'A new `email` or `username` needs `currentPassword` (the caller’s own). A new email is not applied: ' +
          'the new address is mailed a confirmation link (`POST /email-change/confirm`) and the old one a notice ' +
          'with a "this was not me" link (`POST /email-change/report`); the answer carries it as `pendingEmail`.',
        tags: ['users'],
        params: idParam,
        body: userUpdateBody,
        response: { 200: userProfileResponse, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      if (request.body.data.currentPassword !== undefined) {
        // Guessing the password here is as limited as guessing it at sign-in (the same per-account count).
        await app.limits.loginPerIp(request, reply, request.ip);
        await app.limits.loginPerAccount(request, reply, loginAccountKey(actor.id, request.ip));
        await app.limits.loginAccountCeiling(request, reply, accountKey(actor.id));
      }
      const mail = { mailer: app.mailer, appUrl: app.appUrl() };
      return { data: await updateUser(app.db, request.params.id, request.body.data, actor, mail) };
    },
  );

  app.post(
    '/users/:id/sign-out-everywhere',
    {
      preValidation: requireSelf,
      schema: {
        summary: 'Sign out everywhere: every other session of your account ends; this one gets a fresh token',
        tags: ['users'],
        params: idParam,
        response: { 200: authSessionResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userType = await endAllSessions(app.db, id);
      return { data: { auth_token: await app.signAccessToken(id), userId: id, userType } };
    },
  );

  app.post(
    '/email-change/confirm',
    {
      schema: {
        summary:
          'Confirm a new email with the token mailed to it: it takes effect, every session ends, signs in',
        tags: ['users'],
        body: emailChangeTokenBody,
        response: { 200: authSessionResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Tokens are 256-bit random, but a cap on guesses per address costs nothing.
      await app.limits.confirmPerIp(request, reply, request.ip);
      const { userId, userType } = await confirmEmailChange(app.db, request.body.data.token);
      return { data: { auth_token: await app.signAccessToken(userId), userId, userType } };
    },
  );

  app.post(
    '/email-change/report',
    {
      schema: {
        summary:
          '"This was not me" with the token mailed to the old address: stops or undoes the change, ends every session and mails a reset link',
        tags: ['users'],
        body: emailChangeTokenBody,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await app.limits.resetPerIp(request, reply, request.ip);
      await reportEmailChange(app.db, request.body.data.token, { mailer: app.mailer, appUrl: app.appUrl() });
      return { data: { message: EMAIL_CHANGE_REPORTED } };
    },
  );

  app.delete(
    '/users/:id',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Close an account (admin; soft delete, orders stay)',
        tags: ['users'],
        params: idParam,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, currentUser(request));
      return { data: { message: 'User deleted successfully' } };
    },
  );

  app.put(
    '/users/:id/password',
    {
      preValidation: requireSelf,
      schema: {
        summary:
          'Change your own password, proving the current one; other sessions end, a fresh token is answered',
        tags: ['users'],
        params: idParam,
        body: passwordUpdateBody,
        response: { 200: authSessionResponse, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Guessing the current password is as limited as guessing it at sign-in (the same per-account count).
      await app.limits.loginPerIp(request, reply, request.ip);
      await app.limits.loginPerAccount(request, reply, loginAccountKey(id, request.ip));
      await app.limits.loginAccountCeiling(request, reply, accountKey(id));
      const { currentPassword, password } = request.body.data;
      const userType = await updatePassword(app.db, id, currentPassword, password);
      return { data: { auth_token: await app.signAccessToken(id), userId: id, userType } };
    },
  );

  app.post(
    '/users/:id/reset-password',
    {
      preValidation: requireRole('admin'),
      schema: {
        summary: 'Mail a user a password reset link (admin)',
        tags: ['users'],
        params: idParam,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const user = await getProfile(app.db, request.params.id);
      await sendResetMail(app.db, user, { mailer: app.mailer, appUrl: app.appUrl() });
      return { data: { message: 'Password reset email sent successfully' } };
    },
  );
};
