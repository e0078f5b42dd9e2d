import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { StartupError } from '../config.js';
import type { Db } from '../db/client.js';

/**
 * Attempt limits for sign-in and password reset. Every attempt counts (also successful ones), checked before the
 * password is verified, so a burst of parallel guesses cannot slip through.
 */
export interface RateLimitSettings {
  /** Login attempts per client address per window. */
  loginPerIp: number;
  /** Login attempts per email/username per window (from any address). */
  loginPerAccount: number;
  loginWindowMs: number;
  /** Reset requests per client address per window. */
  resetPerIp: number;
  /** Reset requests per email address per window. */
  resetPerEmail: number;
  resetWindowMs: number;
  /** Sign-ups per client address per window. */
  registerPerIp: number;
  registerWindowMs: number;
  /** Page views recorded per client address per window (a beacon anyone may send). */
  pageViewsPerIp: number;
  pageViewsWindowMs: number;
}

const MINUTE = 60_000;
export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: 10,
  loginPerAccount: 5,
  loginWindowMs: 15 * MINUTE,
  resetPerIp: 20,
  resetPerEmail: 5,
  resetWindowMs: 60 * MINUTE,
  registerPerIp: 20,
  registerWindowMs: 60 * MINUTE,
  pageViewsPerIp: 120,
  pageViewsWindowMs: MINUTE,
};

const envNames: Record<keyof RateLimitSettings, string> = {
  loginPerIp: 'RATE_LIMIT_LOGIN_PER_IP',
  loginPerAccount: 'RATE_LIMIT_LOGIN_PER_ACCOUNT',
  loginWindowMs: 'RATE_LIMIT_LOGIN_WINDOW_MINUTES',
  resetPerIp: 'RATE_LIMIT_RESET_PER_IP',
  resetPerEmail: 'RATE_LIMIT_RESET_PER_EMAIL',
  resetWindowMs: 'RATE_LIMIT_RESET_WINDOW_MINUTES',
  registerPerIp: 'RATE_LIMIT_REGISTER_PER_IP',
  registerWindowMs: 'RATE_LIMIT_REGISTER_WINDOW_MINUTES',
  pageViewsPerIp: 'RATE_LIMIT_PAGE_VIEWS_PER_IP',
  pageViewsWindowMs: 'RATE_LIMIT_PAGE_VIEWS_WINDOW_MINUTES',
};

/** The `RATE_LIMIT_*` variables that are set (windows in minutes). Throws StartupError on a bad value. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> {
  const result: Partial<RateLimitSettings> = {};
  for (const [key, name] of Object.entries(envNames) as [keyof RateLimitSettings, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
      throw new StartupError(`${name} must be a whole number of at least 1 (got "${text}").`);
    }
    result[key] = key.endsWith('WindowMs') ? value * MINUTE : value;
  }
  return result;
}

export interface RateLimitHit {
  allowed: boolean;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** Every this many hits, counters whose window ended more than an hour ago are deleted. */
const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;

/**
 * Counts one attempt under `key` in a fixed window of `windowMs`, in the database (one atomic upsert), so several
 * instances share the count. Allowed while the window's hits are at most `max`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
): Promise<RateLimitHit> {
  const hashed = createHash('sha256').update(key).digest('base64url');
  const result = await db.execute<{ hits: number; seconds_left: string | number }>(sql`
    insert into rate_limit_counters as c (key, hits, reset_at)
    values (${hashed}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning c.hits, extract(epoch from (c.reset_at - now())) as seconds_left`);
  const row = (result as unknown as { rows: { hits: number; seconds_left: string | number }[] }).rows[0];
  hitsSinceSweep += 1;
  if (hitsSinceSweep >= SWEEP_EVERY) {
    hitsSinceSweep = 0;
    await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
  }
  const hits = Number(row?.hits ?? 1);
  return { allowed: hits <= max, retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.seconds_left ?? 1))) };
}
