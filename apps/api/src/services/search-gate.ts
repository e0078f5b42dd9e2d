/**
 * Fair search (issue 21): a product search that misses the response cache costs real database time (~130 ms on the
 * demo catalogue), so searches are
 *
 * 1. limited per client address — counted in memory, not in `rate_limit_counters`: the database limiter writes a row
 *    per hit, which on this hot path would put one more write per search in front of everyone (on PGlite's single
 *    connection too), and a refused search should cost nothing. The price: each instance counts on its own;
 * 2. run a few at a time, with a short bounded queue; beyond it, or after waiting `timeoutMs`, 503 at once;
 * 3. run on the database's search handle (`Database.searchHandle`): a statement timeout on every statement and a
 *    pool of their own on PostgreSQL; on PGlite the lower lane of its one connection and a deadline per search, so
 *    other requests' statements never queue behind them.
 * A refused search (429, 503) changes nothing in the database.
 */
import { SEARCH_BUSY, SEARCH_RATE_LIMITED, SEARCH_TOO_SLOW } from '@abossey/sdk';
import type { Db } from '../db/client.js';
import { searchDeadline } from '../db/lanes.js';
import { postgresCode } from '../errors.js';
import type { SearchSettings } from '../search-settings.js';
import { HttpError } from './errors.js';

/** Seconds a client is told to wait after a 503 of a full search queue. */
const BUSY_RETRY_SECONDS = 2;
/** … and after a search that ran into its statement timeout (the same search will be as slow again). */
const TOO_SLOW_RETRY_SECONDS = 10;

/**
 * Fixed-window counters per address, in memory. Bounded: at most `maxAddresses` windows (oldest dropped first —
 * windows are kept in the order they started, so ended ones are always at the front and are swept as hits come).
 */
export class AddressWindows {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxAddresses = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(address: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.resetAt > now) break;
      this.windows.delete(key);
    }
    let window = this.windows.get(address);
    if (!window) {
      window = { hits: 0, resetAt: now + this.windowMs };
      this.windows.set(address, window);
      if (this.windows.size > this.maxAddresses) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
    }
    window.hits += 1;
    return {
      allowed: window.hits <= this.max,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  get size(): number {
    return this.windows.size;
  }
}

/** A semaphore of `max` slots with at most `queueMax` waiters, each waiting at most `waitMs`. */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly queueMax: number,
    private readonly waitMs: number,
  ) {}

  /** Resolves with the release function; throws 503 (SEARCH_BUSY) when the queue is full or the wait too long. */
  acquire(): Promise<() => void> {
    if (this.running < this.max) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.queueMax) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(busy());
      }, this.waitMs);
      this.waiting.push(grant);
    });
  }

  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter: `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    };
  }
}

const busy = () => new HttpError(503, SEARCH_BUSY, undefined, BUSY_RETRY_SECONDS);

export class SearchGate {
  readonly addresses: AddressWindows;
  readonly slots: Slots;

  constructor(
    settings: SearchSettings,
    /** The database's search handle. */
    private readonly db: Db,
  ) {
    this.addresses = new AddressWindows(settings.perIp, settings.windowMs);
    this.slots = new Slots(settings.concurrency, settings.queue, settings.timeoutMs);
    this.timeoutMs = settings.timeoutMs;
  }

  private readonly timeoutMs: number;

  /** Runs one uncached search for the client at `address` (429, 503 or the search's answer). */
  async run<T>(address: string, search: (db: Db) => Promise<T>): Promise<T> {
    const hit = this.addresses.hit(address);
    if (!hit.allowed) throw new HttpError(429, SEARCH_RATE_LIMITED, undefined, hit.retryAfterSeconds);
    const release = await this.slots.acquire();
    try {
      // The deadline is what bounds a search on PGlite (no statement timeout there); PostgreSQL's sessions have theirs.
      return await searchDeadline.run(Date.now() + this.timeoutMs, () => search(this.db));
    } catch (error) {
      // 57014: query_canceled, here the statement timeout of the search handle.
      if (postgresCode(error) === '57014')
        throw new HttpError(503, SEARCH_TOO_SLOW, undefined, TOO_SLOW_RETRY_SECONDS);
      throw error;
    } finally {
      release();
    }
  }
}
