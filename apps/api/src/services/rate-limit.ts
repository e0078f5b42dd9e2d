import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

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
