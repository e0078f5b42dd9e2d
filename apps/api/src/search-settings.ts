import { StartupError } from './startup-error.js';

/**
 * Limits on product searches that miss the response cache (issue 21): each costs real database time, so an anonymous
 * flood of distinct `q` values must not starve sign-in, cart and checkout. See docs/reliability.md, "Fair search".
 */
export interface SearchSettings {
  /** Uncached searches per client address per window (counted in memory, per instance). */
  perIp: number;
  windowMs: number;
  /** Uncached searches running at once (per instance). */
  concurrency: number;
  /** Searches that may wait for a running one to finish; beyond that 503 at once. */
  queue: number;
  /** Longest a search statement runs, and longest a search waits for its turn, in ms. */
  timeoutMs: number;
}

export const defaultSearchSettings: SearchSettings = {
  perIp: 60,
  windowMs: 60_000,
  concurrency: 2,
  queue: 32,
  timeoutMs: 3000,
};

const envNames: Record<keyof SearchSettings, string> = {
  perIp: 'SEARCH_LIMIT_PER_IP',
  windowMs: 'SEARCH_LIMIT_WINDOW_SECONDS',
  concurrency: 'SEARCH_CONCURRENCY',
  queue: 'SEARCH_QUEUE',
  timeoutMs: 'SEARCH_TIMEOUT_MS',
};

/** The `SEARCH_*` variables that are set. Throws StartupError on a bad value. */
export function searchSettingsFromEnv(env: NodeJS.ProcessEnv): Partial<SearchSettings> {
  const result: Partial<SearchSettings> = {};
  for (const [key, name] of Object.entries(envNames) as [keyof SearchSettings, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    const least = key === 'queue' ? 0 : 1;
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < least) {
      throw new StartupError(`${name} must be a whole number of at least ${least} (got "${text}").`);
    }
    result[key] = key === 'windowMs' ? value * 1000 : value;
  }
  return result;
}
