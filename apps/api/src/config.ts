import { isAbsolute, resolve } from 'node:path';
import { passwordProblems } from '@abossey/sdk';
import { z } from 'zod';
import { defaultWebDirs, type WebDirs } from './paths.js';
import { type RateLimitSettings, rateLimitsFromEnv } from './rate-limit-settings.js';
import { type SearchSettings, searchSettingsFromEnv } from './search-settings.js';
import { StartupError } from './startup-error.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`pglite/`), uploads (`uploads/`) and later the mail outbox. */
  dataDir: string;
  /** Set: PostgreSQL. Unset: PGlite under `dataDir/pglite`. */
  databaseUrl?: string;
  /** `demo` seeds an empty database with the demo catalogue and accounts; `none` leaves it empty. */
  seed: 'demo' | 'none';
  adminEmail?: string;
  adminPassword?: string;
  logLevel: LogLevel;
  /** Largest accepted request body in bytes; bigger ones get 413. */
  bodyLimit: number;
  /** Built front ends served by the API in production. */
  web: WebDirs;
  /**
   * Fastify `trustProxy`: whether X-Forwarded-* headers are believed (client address in logs and rate limits).
   * Off by default; `true` or a comma-separated list of proxy addresses/CIDRs behind a load balancer.
   */
  trustProxy: boolean | string;
  /**
   * HS256 key for access tokens. Unset: a random key is created once and kept in the database (`app_secrets`),
   * so every instance on the same database shares it.
   */
  jwtSecret?: string;
  /** nodemailer URL for outgoing mail (password resets). Unset: mails are written to `dataDir/outbox`. */
  smtpUrl?: string;
  /** Sender of outgoing mail (MAIL_FROM). */
  mailFrom?: string;
  /**
   * Public origin of the web app for links in mails, e.g. https://abossey.example (PUBLIC_URL). Required with
   * NODE_ENV=production; unset in development, links use the origin the server listens on (never a request header).
   */
  publicUrl?: string;
  /** Sign-in / reset attempt limits (RATE_LIMIT_*); unset ones keep their defaults. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * How long an anonymous public catalogue read is answered from memory, in ms (RESPONSE_CACHE_TTL_MS, default
   * 2000; 0 turns the cache off). `loadConfig` always sets it; left out (as the tests' apps do), the cache is off.
   */
  responseCacheTtlMs?: number;
  /**
   * How long a server-rendered storefront page is answered from memory, in ms (PAGE_CACHE_TTL_MS, default 30000; 0
   * renders every request). Longer than the API's: a page costs tens of ms of the event loop to render, and this
   * process's writes drop the pages they change at once (docs/adr/0011); only other instances' writes wait for it.
   */
  pageCacheTtlMs?: number;
  /** Fair search (SEARCH_*): limits on searches that miss the response cache; unset ones keep their defaults. */
  search?: Partial<SearchSettings>;
  /**
   * Longest a request waits for a database connection (or PGlite's turn), in ms (DB_WAIT_TIMEOUT_MS, default 5000);
   * past it the answer is 503 with Retry-After.
   */
  dbWaitTimeoutMs?: number;
  /**
   * Server rendering of the public storefront pages (SSR=1, issue 23): their HTML holds the page, and the browser
   * hydrates it. Off by default while the hydration checks are built; off, pages send the shell as before.
   */
  serverRender?: boolean;
  /** URLs per sitemap file; not read from the environment (50,000, the protocol's limit). Tests set a small one. */
  sitemapPageSize?: number;
}

/** §5 password rule (shared with the forms through @abossey/sdk). */
const isStrongEnoughPassword = (password: string): boolean => passwordProblems(password).length === 0;

/** Reads the environment. Throws StartupError with one clear sentence on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new StartupError(
      `PORT must be a whole number from 0 to 65535 (got "${portText}"); for example PORT=3000.`,
    );
  }

  const seedText = (env.SEED?.trim() || 'demo').toLowerCase();
  if (seedText !== 'demo' && seedText !== 'none') {
    throw new StartupError(`SEED must be "demo" or "none" (got "${env.SEED}").`);
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info').toLowerCase();
  if (!(logLevels as readonly string[]).includes(logLevel)) {
    throw new StartupError(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${env.LOG_LEVEL}").`);
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !z.email().safeParse(adminEmail).success) {
    throw new StartupError(`ADMIN_EMAIL must be an email address (got "${adminEmail}").`);
  }
  if (adminEmail && !adminPassword) {
    throw new StartupError(
      'ADMIN_EMAIL is set but ADMIN_PASSWORD is not; set both to create the admin account.',
    );
  }
  if (adminPassword && !adminEmail) {
    throw new StartupError(
      'ADMIN_PASSWORD is set but ADMIN_EMAIL is not; set both to create the admin account.',
    );
  }
  if (adminPassword && !isStrongEnoughPassword(adminPassword)) {
    throw new StartupError(
      'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a number.',
    );
  }

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new StartupError(
      'DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host:5432/abossey, or unset to use the embedded database.',
    );
  }

  const bodyLimitText = env.BODY_LIMIT?.trim();
  const bodyLimit = bodyLimitText ? Number(bodyLimitText) : 1024 * 1024;
  if (!Number.isSafeInteger(bodyLimit) || bodyLimit <= 0) {
    throw new StartupError(`BODY_LIMIT must be a positive number of bytes (got "${bodyLimitText}").`);
  }

  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || '.data');
  const webDistDir = env.WEB_DIST_DIR?.trim();
  const web: WebDirs = webDistDir
    ? {
        storefront: resolve(cwd, webDistDir, 'storefront'),
        storefrontServer: resolve(cwd, webDistDir, 'storefront-server'),
        console: resolve(cwd, webDistDir, 'console'),
        widgets: resolve(cwd, webDistDir, 'widgets'),
        embedDemo: resolve(cwd, webDistDir, 'embed-demo.html'),
      }
    : defaultWebDirs();

  const trustText = env.TRUST_PROXY?.trim().toLowerCase() || 'false';
  const trustProxy = trustText === 'true' ? true : trustText === 'false' ? false : trustText;

  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret && jwtSecret.length < 32) {
    throw new StartupError(
      'JWT_SECRET must be at least 32 characters long, or unset to let the server create one.',
    );
  }

  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/\s]+$/i.test(publicUrl)) {
    throw new StartupError(
      `PUBLIC_URL must be the web app's origin such as https://abossey.example (got "${publicUrl}").`,
    );
  }
  if (!publicUrl && env.NODE_ENV === 'production') {
    throw new StartupError(
      "PUBLIC_URL must be set in production to the web app's public origin, e.g. PUBLIC_URL=https://abossey.example, so links in mails point at your site.",
    );
  }
  const rateLimits = rateLimitsFromEnv(env);

  const cacheTtlText = env.RESPONSE_CACHE_TTL_MS?.trim() || '2000';
  const responseCacheTtlMs = Number(cacheTtlText);
  if (!/^\d+$/.test(cacheTtlText) || !Number.isSafeInteger(responseCacheTtlMs)) {
    throw new StartupError(
      `RESPONSE_CACHE_TTL_MS must be a whole number of milliseconds, 0 to turn the cache off (got "${cacheTtlText}").`,
    );
  }

  const pageTtlText = env.PAGE_CACHE_TTL_MS?.trim() || '30000';
  const pageCacheTtlMs = Number(pageTtlText);
  if (!/^\d+$/.test(pageTtlText) || !Number.isSafeInteger(pageCacheTtlMs)) {
    throw new StartupError(
      `PAGE_CACHE_TTL_MS must be a whole number of milliseconds, 0 to render every page request (got "${pageTtlText}").`,
    );
  }

  const search = searchSettingsFromEnv(env);
  const ssrText = env.SSR?.trim().toLowerCase() || '1';
  if (!['0', '1', 'true', 'false'].includes(ssrText)) {
    throw new StartupError(`SSR must be 1 (render public pages on the server) or 0 (got "${env.SSR}").`);
  }
  const serverRender = ssrText === '1' || ssrText === 'true';
  const waitText = env.DB_WAIT_TIMEOUT_MS?.trim();
  const dbWaitTimeoutMs = waitText ? Number(waitText) : undefined;
  if (waitText && (!/^\d+$/.test(waitText) || !dbWaitTimeoutMs)) {
    throw new StartupError(
      `DB_WAIT_TIMEOUT_MS must be a whole number of milliseconds of at least 1 (got "${waitText}").`,
    );
  }

  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(dataDir),
    databaseUrl,
    seed: seedText,
    adminEmail,
    adminPassword,
    logLevel: logLevel as LogLevel,
    bodyLimit,
    web,
    trustProxy,
    jwtSecret,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    publicUrl,
    serverRender,
    rateLimits,
    responseCacheTtlMs,
    pageCacheTtlMs,
    search,
    dbWaitTimeoutMs,
  };
}
