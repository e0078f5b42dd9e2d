/**
 * PGlite has ONE connection: statements run one at a time on the server's own thread, in PGlite's queue, first come
 * first served, however long they wait. Issue 21: twenty connections of random searches put every signed-in request
 * behind dozens of search statements (a p50 of 52 ms became 3.3 s). This lock sits in front of PGlite's queue with two
 * lanes:
 *
 * - `normal` (everything but searches) goes first: a released lock passes straight to the oldest normal waiter.
 * - `search` gets the lock only when no normal statement waits, and never in the same turn of the event loop as a
 *   release (`setImmediate`): a request between two of its statements (sign-in: the account, then the orders) and
 *   requests that arrived while a statement held the thread get to queue before the next search statement starts.
 *   While other requests are about, after each search statement the lane rests three times as long as the statement
 *   ran, so searches hold the thread at most a quarter of the time.
 *
 * Every wait is bounded (`waitTimeoutMs`): past it the statement is not run and `DatabaseBusyError` says so, which the
 * error handler answers with 503 and `Retry-After` — as PostgreSQL's pool does with its `connectionTimeoutMillis`.
 * A statement that is already running cannot be interrupted (PGlite runs on this thread), so a search waits at most for
 * one normal statement per turn, and a normal statement for at most the one statement running.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

export type Lane = 'normal' | 'search';

/** No database connection (or turn on PGlite's one) within the wait bound. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  constructor(readonly waitedMs: number) {
    super(`No database connection within ${waitedMs} ms`);
  }
}

/**
 * When the search running in this async context must stop (epoch ms). PGlite cannot cancel a running statement —
 * `statement_timeout` never fires in its single-threaded build — so its search lane refuses the next statement past
 * it, as PostgreSQL would cancel one: SQLSTATE 57014.
 */
export const searchDeadline = new AsyncLocalStorage<number>();

/** Throws PostgreSQL's statement-timeout error when the current search is past its deadline. */
export function searchDeadlinePassed(): void {
  const deadline = searchDeadline.getStore();
  if (deadline === undefined || Date.now() < deadline) return;
  throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
}

interface Waiter {
  grant(): void;
}

/**
 * While other requests use the database (a normal statement within the last `BUSY_WINDOW_MS`), after a search
 * statement held the thread for d ms the search lane rests SEARCH_REST_FACTOR × d ms (normal statements run at once
 * meanwhile): searches then get at most a quarter of PGlite's time, so a request arriving during a flood of searches
 * mostly finds the thread free. With nothing else going on, searches run back to back.
 */
const SEARCH_REST_FACTOR = 3;
const BUSY_WINDOW_MS = 1000;

export class PriorityLock {
  private held = false;
  private dispatchTimer: NodeJS.Immediate | NodeJS.Timeout | undefined;
  /** Until when (performance.now()) the search lane rests. */
  private searchRestUntil = 0;
  /** When a normal statement last asked for the lock. */
  private lastNormalAt = Number.NEGATIVE_INFINITY;
  private readonly waiting: Record<Lane, Waiter[]> = { normal: [], search: [] };

  constructor(private readonly waitTimeoutMs: number) {}

  /** Resolves with the release function once this lane's turn comes; rejects with DatabaseBusyError past the bound. */
  acquire(lane: Lane): Promise<() => void> {
    if (lane === 'normal') this.lastNormalAt = performance.now();
    if (lane === 'normal' && !this.held) {
      this.held = true;
      return Promise.resolve(this.releaser(lane));
    }
    return new Promise((resolve, reject) => {
      const queue = this.waiting[lane];
      const timer = setTimeout(() => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(new DatabaseBusyError(this.waitTimeoutMs));
      }, this.waitTimeoutMs);
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.releaser(lane));
        },
      };
      queue.push(waiter);
      if (lane === 'search') this.scheduleDispatch();
    });
  }

  /** Statements waiting in each lane (for tests and figures). */
  get queued(): Record<Lane, number> {
    return { normal: this.waiting.normal.length, search: this.waiting.search.length };
  }

  private releaser(lane: Lane): () => void {
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = performance.now();
      if (lane === 'search' && now - this.lastNormalAt < BUSY_WINDOW_MS) {
        this.searchRestUntil = now + (now - started) * SEARCH_REST_FACTOR;
      }
      const next = this.waiting.normal.shift();
      if (next) return next.grant();
      this.held = false;
      if (this.waiting.search.length) this.scheduleDispatch();
    };
  }

  /** Hands the free lock to a search statement — in a later turn of the event loop, after the lane's rest. */
  private scheduleDispatch(): void {
    if (this.dispatchTimer) return;
    const rest = this.searchRestUntil - performance.now();
    const dispatch = () => {
      this.dispatchTimer = undefined;
      if (this.held) return;
      const normal = this.waiting.normal.shift();
      if (normal) {
        this.held = true;
        return normal.grant();
      }
      if (!this.waiting.search.length) return;
      if (performance.now() < this.searchRestUntil) return this.scheduleDispatch();
      const next = this.waiting.search.shift();
      if (!next) return;
      this.held = true;
      next.grant();
    };
    this.dispatchTimer = rest > 0 ? setTimeout(dispatch, Math.ceil(rest)) : setImmediate(dispatch);
  }
}

/**
 * The PGlite client as drizzle sees it, with every statement and transaction taking `lock` in `lane` first (a
 * transaction holds it until COMMIT, as PGlite's own queue does). Everything else (close, dumpDataDir…) passes through.
 * `around` runs each statement once the turn has come (e.g. under a statement timeout).
 */
export function onLane(
  client: PGlite,
  lock: PriorityLock,
  lane: Lane,
  around: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
): PGlite {
  const exclusive = async <T>(run: () => Promise<T>): Promise<T> => {
    const release = await lock.acquire(lane);
    try {
      return await around(run);
    } finally {
      release();
    }
  };
  const wrapped: Record<PropertyKey, unknown> = {
    query: (...args: Parameters<PGlite['query']>) => exclusive(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => exclusive(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => exclusive(() => client.transaction(...args)),
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(wrapped, property)) return wrapped[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
