import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { perHandle } from '../db/prepared.js';
import { appSecrets, type UserType, users } from '../db/schema.js';
import { HttpError } from '../services/errors.js';

/** Who is calling, read from the database on every authenticated request (role changes apply at once). */
export interface AuthUser {
  id: number;
  userType: UserType;
  /** Admin by type or by the §3 `isAdmin` flag. */
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous callers. Set by the auth plugin before any handler. */
    user: AuthUser | null;
    /** Why a presented token was not accepted (sent with the 401 when the route needs a user). */
    authProblem: string | null;
  }
  interface FastifyInstance {
    /** Signs an access token for a user (login, register). */
    signAccessToken(userId: number): Promise<string>;
  }
}

/** Access tokens live for 7 days: buyers on shared phones sign in rarely; a deleted user is refused at once anyway. */
const ACCESS_TOKEN_TTL = '7d';
const ISSUER = 'abossey';
const SECRET_NAME = 'jwt_hs256';

const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const NOT_ALLOWED = 'You are not allowed to do this.';

/** The configured key, or the one kept in the database (created once, race-safe across instances). */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array<ArrayBuffer>> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The signing key could not be stored.');
  return new TextEncoder().encode(row.value);
}

/**
 * The key as a WebCrypto key, imported once: given the raw bytes, jose imports them again for every token it signs or
 * verifies (about 35 µs of CPU per authenticated request, issue 9).
 */
function importSigningKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** The token's user, read on every authenticated request: a prepared statement, not a query built each time. */
const tokenUserStatement = perHandle('token_user', (db) =>
  db
    .select({
      id: users.id,
      userType: users.userType,
      isAdmin: users.isAdmin,
      deletedAt: users.deletedAt,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

async function authPlugin(app: FastifyInstance, options: { jwtSecret?: string | undefined }) {
  const key = await importSigningKey(await loadSigningKey(app.db, options.jwtSecret));

  app.decorate('signAccessToken', async (userId: number) => {
    const [row] = await app.db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    return new SignJWT({ ver: row?.version ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(ACCESS_TOKEN_TTL)
      .sign(key);
  });
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) {
      request.authProblem = 'The Authorization header must be "Bearer <token>".';
      return;
    }
    try {
      // `exp` is required: a token signed without one would otherwise never expire (issue 21).
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const id = Number(payload.sub);
      const [row] = Number.isSafeInteger(id) ? await tokenUserStatement(app.db).execute({ id }) : [];
      // A password change bumps the version: tokens signed before it no longer count.
      if (!row || row.deletedAt || (payload.ver ?? 0) !== row.tokenVersion) {
        request.authProblem = SESSION_EXPIRED;
        return;
      }
      request.user = { id: row.id, userType: row.userType, isAdmin: row.isAdmin || row.userType === 'admin' };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) request.authProblem = SESSION_EXPIRED;
      else throw error;
    }
  });
}

export const auth = fp(authPlugin, { name: 'abossey-auth' });

/** The signed-in user, or a 401 carrying why the token (if any) was refused. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, request.authProblem ?? SIGN_IN_REQUIRED);
  return request.user;
}

/** What an auth gate refuses: anonymous callers (401), and with `forbids` some signed-in ones too (403). */
export interface AuthGate {
  forbids: boolean;
}
const authGates = new WeakMap<object, AuthGate>();

/**
 * Marks a hook as a gate that needs a signed-in user. A route's gates (route-level `onRequest`, `preValidation` or
 * `preHandler`) are what the OpenAPI document reads to declare the bearer scheme and the 401/403 answers
 * (src/openapi.ts): the declaration comes from the enforcement, not from a list kept by hand.
 */
export function authGate<T extends object>(hook: T, gate: AuthGate): T {
  authGates.set(hook, gate);
  return hook;
}

/** The gate among these hooks (a route option's value: one hook, a list, or none), if any. */
export function authGateOf(...hooks: unknown[]): AuthGate | undefined {
  let found: AuthGate | undefined;
  for (const hook of hooks.flat())
    if (hook && typeof hook === 'function') {
      const gate = authGates.get(hook);
      if (gate) found = { forbids: (found?.forbids ?? false) || gate.forbids };
    }
  return found;
}

/**
 * Puts `gate` first in the `preValidation` of every route the plugin `app` registers from now on: a 413 for an
 * oversized body still wins, but an anonymous caller gets 401 before any validation detail. Route-level, unlike
 * `app.addHook`, so the OpenAPI document sees it (`authGateOf`).
 */
export function gateEveryRoute(app: FastifyInstance, gate: preHandlerAsyncHookHandler): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [gate, ...[route.preValidation ?? []].flat()];
  });
}

/** preHandler: the route needs a signed-in user. */
export const requireAuth: preHandlerAsyncHookHandler = authGate(
  async (request) => {
    currentUser(request);
  },
  { forbids: false },
);

/** preHandler: the route needs one of these roles (admins pass `requireRole('admin')` by type or flag). */
export function requireRole(...roles: UserType[]): preHandlerAsyncHookHandler {
  return authGate(
    async (request) => {
      const user = currentUser(request);
      const role: UserType = user.isAdmin ? 'admin' : user.userType;
      if (!roles.includes(role)) throw new HttpError(403, NOT_ALLOWED);
    },
    { forbids: true },
  );
}

export const isAdmin = (user: AuthUser | null) => user?.isAdmin === true;
