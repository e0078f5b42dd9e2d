import { join } from 'node:path';
import { TOO_MANY_ATTEMPTS } from '@abossey/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultRateLimits, type RateLimitSettings } from '../rate-limit-settings.js';
import { HttpError } from '../services/errors.js';
import { createMailer, type Mailer } from '../services/mail.js';
import { hitRateLimit } from '../services/rate-limit.js';
import { type FileStorage, localFileStorage } from '../services/uploads.js';

export interface AccountsOptions {
  dataDir: string;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** Origin of the web app for links in mails; unset: the origin of the request. */
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
    /** The web app's origin for links in mails (PUBLIC_URL, else the request's origin). */
    appUrl(request: FastifyRequest): string;
    limits: {
      loginPerIp: Limiter;
      loginPerAccount: Limiter;
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
  app.addHook('onClose', () => mailer.flush());
  app.decorate('fileStorage', localFileStorage(join(options.dataDir, 'uploads')));

  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  app.decorate('appUrl', (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`);

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
    resetPerIp: limiter('reset-ip', settings.resetPerIp, settings.resetWindowMs),
    resetPerEmail: limiter('reset-email', settings.resetPerEmail, settings.resetWindowMs),
    registerPerIp: limiter('register-ip', settings.registerPerIp, settings.registerWindowMs),
    registerPerEmail: limiter('register-email', settings.resetPerEmail, settings.resetWindowMs),
    confirmPerIp: limiter('confirm-ip', settings.registerPerIp, settings.registerWindowMs),
    pageViewsPerIp: limiter('page-views-ip', settings.pageViewsPerIp, settings.pageViewsWindowMs),
  });
}

export const accounts = fp(accountsPlugin, { name: 'abossey-accounts' });
