import { StartupError } from './startup-error.js';

/**
 * Attempt limits for sign-in and password reset. Every attempt counts (also successful ones), checked before the
 * password is verified, so a burst of parallel guesses cannot slip through.
 */
export interface RateLimitSettings {
  /** Login attempts per client address per window. */
  loginPerIp: number;
  /**
   * Login attempts per account per client address per window, whatever identifier is typed (email or username). Per
   * address, so a stranger cannot lock the owner out; `loginAccountCeiling` bounds a spread-out attack.
   */
  loginPerAccount: number;
  loginWindowMs: number;
  /** Login attempts per account from all addresses together, per (longer) window. */
  loginAccountCeiling: number;
  loginAccountCeilingWindowMs: number;
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
  loginAccountCeiling: 100,
  loginAccountCeilingWindowMs: 60 * MINUTE,
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
  loginAccountCeiling: 'RATE_LIMIT_LOGIN_ACCOUNT_CEILING',
  loginAccountCeilingWindowMs: 'RATE_LIMIT_LOGIN_ACCOUNT_CEILING_WINDOW_MINUTES',
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
