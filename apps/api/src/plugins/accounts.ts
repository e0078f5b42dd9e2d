import { join } from 'node:path';
import { TOO_MANY_ATTEMPTS } from '@abossey/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultRateLimits, type RateLimitSettings } from '../rate-limit-settings.js';
import { type Background, createBackground } from '../services/background.js';
import { HttpError } from '../services/errors.js';
import { createMailer, type Mailer } from '../services/mail.js';
import { hitRateLimit } from '../services/rate-limit.js';
import { type FileStorage, localFileStorage } from '../services/uploads.js';

export interface AccountsOptions {
  dataDir: string;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Origin of the web app for links in mails; unset: the origin the server listens on (never a request header). */
  publicUrl?: string | undefined;
  rateLimits?: Partial<RateLimitSettings> | undefined;
}

/** A limiter: counts one attempt under `key` and throws 429 when the limit is passed. */
type Limiter = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Files uploaded through `POST /api/uploads`. */
    fileStorage: FileStorage;
    /**
     * The web app's origin for links in mails: PUBLIC_URL, else the origin this server listens on. Never taken from
     * a request (a forged `Host` would otherwise put an attacker's site in a reset mail, issue 21).
     */
    appUrl(): string;
    /** Work a request starts but does not wait for (reset mails). */
    background: Background;
    limits: {
      loginPerIp: Limiter;
      /** Sign-in attempts per account per client address (key: `loginAccountKey`). */
      loginPerAccount: Limiter;
      /** Sign-in attempts per account from all addresses together, over a longer window (key: `accountKey`). */
      loginAccountCeiling: Limiter;
      resetPerIp: Limiter;
      resetPerEmail: Limiter;
      registerPerIp: Limiter;
      /** Sign-ups per email (mail bombing an address): shares the reset-per-email settings. */
      registerPerEmail: Limiter;
      /** Sign-up confirmations per address: shares the register-per-IP settings (one confirm follows one sign-up). */
      confirmPerIp: Limiter;
      pageViewsPerIp: Limiter;
    };
  }
}

/** An account's key in the login counters: its id, or what was typed when no account has it. */
export const accountKey = (account: number | string) =>
  typeof account === 'number' ? `user:${account}` : `name:${account}`;

/**
 * The per-account login count's key: the account (whatever identifier was typed: email or username) at one client
 * address, so a stranger's wrong guesses from elsewhere never lock its owner out (issue 21).
 */
export const loginAccountKey = (account: number | string, ip: string) => `${accountKey(account)}|${ip}`;

/**
 * Mail, file storage and attempt limits for the account routes.
 *
 * Limits count in the database (`rate_limit_counters`), so several instances behind a load balancer share them.
 */
async function accountsPlugin(app: FastifyInstance, options: AccountsOptions) {
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: join(options.dataDir, 'outbox'),
    onError: (error, to) =>
      app.log.error({ err: error, to: to.replace(/^(.).*@/, '$1***@') }, 'sending a mail failed'),
  });
  app.decorate('mailer', mailer);
  const background = createBackground((error, label) =>
    // The error's code only: a database error's text can carry the values it was sent.
    app.log.error({ code: (error as { code?: unknown }).code }, `${label} failed`),
  );
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.idle();
    await mailer.flush();
  });
  app.decorate('fileStorage', localFileStorage(join(options.dataDir, 'uploads')));

  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  app.decorate('appUrl', () => publicUrl ?? listeningOrigin(app));

  const settings = { ...defaultRateLimits, ...options.rateLimits };
  const limiter =
    (name: string, max: number, windowMs: number): Limiter =>
    async (_request, reply, key) => {
      const hit = await hitRateLimit(app.db, `${name}:${key}`, max, windowMs);
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
    };
  app.decorate('limits', {
    loginPerIp: limiter('login-ip', settings.loginPerIp, settings.loginWindowMs),
    loginPerAccount: limiter('login-account', settings.loginPerAccount, settings.loginWindowMs),
    loginAccountCeiling: limiter(
      'login-account-all',
      settings.loginAccountCeiling,
      settings.loginAccountCeilingWindowMs,
    ),
    resetPerIp: limiter('reset-ip', settings.resetPerIp, settings.resetWindowMs),
    resetPerEmail: limiter('reset-email', settings.resetPerEmail, settings.resetWindowMs),
    registerPerIp: limiter('register-ip', settings.registerPerIp, settings.registerWindowMs),
    registerPerEmail: limiter('register-email', settings.resetPerEmail, settings.resetWindowMs),
    confirmPerIp: limiter('confirm-ip', settings.registerPerIp, settings.registerWindowMs),
    pageViewsPerIp: limiter('page-views-ip', settings.pageViewsPerIp, settings.pageViewsWindowMs),
  });
}

export const accounts = fp(accountsPlugin, { name: 'abossey-accounts' });

/**
 * Development without PUBLIC_URL (production refuses to start without it): the origin the server listens on, as the
 * start banner prints it. Before it listens (tests' `inject`), `http://localhost`.
 */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') return 'http://localhost';
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
