/**
 * Group commit for checkout (issue 9; docs/reliability.md "Checkout under load").
 *
 * PostgreSQL releases a row lock only after the COMMIT's WAL flush, so orders for one product serialise at about one
 * per (stock UPDATEs + write + flush). `submit(work)` queues the work; one runner per database handle takes everything
 * queued (at most `maxBatch`), runs each piece in its own SAVEPOINT inside ONE transaction, and commits them together:
 * one flush for the whole batch. No timer: a batch is whatever arrived while the previous one ran, so a lone request
 * runs at once, in a plain transaction, exactly as before.
 *
 * - A piece that throws (a short line's 409, an idempotency-key conflict) is rolled back to its savepoint alone; its
 *   promise rejects with that error after the batch commits, so the others' orders are kept and a caller that reacts
 *   to the error (reading the order a concurrent request with its key created) sees committed data.
 * - A piece that fails with a transaction-rollback error (SQLSTATE class 40: deadlock, serialization) runs again
 *   alone: pieces of one batch take their rows in the order they were submitted, so two instances' batches can
 *   deadlock where two single orders (rows in id order) cannot.
 * - When the batch's transaction fails as a whole (COMMIT refused, connection lost), none of it was committed and
 *   every piece runs again alone, in its own transaction, so each caller gets its own answer.
 * Every promise settles only after its data is committed or rolled back; nothing is answered from an open transaction.
 *
 * A piece submitted with `{ oneStatement: true }` (checkout) promises to send exactly ONE statement that either writes
 * everything or nothing, reporting refusals in its result rather than by throwing. It needs no savepoint: in a batch it
 * runs directly in the batch's transaction (one round trip instead of three), and alone it runs without BEGIN/COMMIT,
 * the statement being its own transaction. If such a piece does throw (a database error — deadlock, constraint,
 * connection — aborts the whole transaction, as there is no savepoint to roll back to), the batch is rolled back and
 * nothing of it is committed: the pieces before it run again as one batch, it runs alone (its own answer), and the
 * pieces after it run as one batch.
 */
import type { Db } from '../db/client.js';

type TransactionWork<T> = (tx: Db) => Promise<T>;

interface Pending {
  work: TransactionWork<unknown>;
  oneStatement: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitOptions {
  /** Most pieces per transaction: bounds how long the batch holds the first piece's row locks. */
  maxBatch?: number;
}

interface SubmitOptions {
  /**
   * The work sends exactly one statement, which writes all or nothing and reports refusals in its result: no
   * savepoint in a batch, no BEGIN/COMMIT alone (see above).
   */
  oneStatement?: boolean;
}

export interface GroupCommitter {
  submit<T>(work: TransactionWork<T>, options?: SubmitOptions): Promise<T>;
  /** How many pieces wait for the next batch (not counting the running one). */
  queued(): number;
}

/** SQLSTATE class 40 (transaction rollback: serialization failure, deadlock), found on the error or its causes. */
export function isTransactionRollback(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && code.startsWith('40')) return true;
  return isTransactionRollback(cause, depth + 1);
}

export function createGroupCommitter(db: Db, { maxBatch = 32 }: GroupCommitOptions = {}): GroupCommitter {
  const queue: Pending[] = [];
  let running = false;

  const alone = async (piece: Pending) => {
    try {
      // A single statement is a transaction of its own.
      piece.resolve(await (piece.oneStatement ? piece.work(db) : db.transaction((tx) => piece.work(tx))));
    } catch (error) {
      piece.reject(error);
    }
  };

  async function runBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 0) return;
    if (batch.length === 1) return alone(batch[0] as Pending);
    const outcomes: Outcome[] = [];
    /** The one-statement piece whose error aborted the batch's transaction. */
    let broken: number | undefined;
    try {
      await db.transaction(async (tx) => {
        for (const [i, piece] of batch.entries()) {
          if (piece.oneStatement) {
            try {
              outcomes.push({ ok: true, value: await piece.work(tx) });
            } catch (error) {
              // No savepoint to roll back to: the transaction is aborted, so the whole batch rolls back.
              broken = i;
              throw error;
            }
            continue;
          }
          try {
            outcomes.push({ ok: true, value: await tx.transaction((savepoint) => piece.work(savepoint)) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch {
      if (broken !== undefined) {
        // Nothing was committed. The pieces before the failed one run again together, it runs alone (its error,
        // or its success once it no longer meets the other batch it deadlocked with, is its own), the rest together.
        await runBatch(batch.slice(0, broken));
        await alone(batch[broken] as Pending);
        await runBatch(batch.slice(broken + 1));
        return;
      }
      // Nothing of this batch was committed: each piece gets its own transaction (one after the other, as the
      // pieces hit the same rows anyway).
      for (const piece of batch) await alone(piece);
      return;
    }
    const again: Pending[] = [];
    batch.forEach((piece, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) piece.resolve(outcome.value);
      else if (isTransactionRollback(outcome.error)) again.push(piece);
      else piece.reject(outcome.error);
    });
    for (const piece of again) await alone(piece);
  }

  async function drain() {
    running = true;
    try {
      while (queue.length > 0) await runBatch(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  }

  return {
    submit<T>(work: TransactionWork<T>, { oneStatement = false }: SubmitOptions = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, oneStatement, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void drain();
      });
    },
    queued: () => queue.length,
  };
}

const committers = new WeakMap<Db, GroupCommitter>();

/** The one committer of this database handle (created on first use). */
export function groupCommitterOf(db: Db): GroupCommitter {
  let committer = committers.get(db);
  if (!committer) {
    committer = createGroupCommitter(db);
    committers.set(db, committer);
  }
  return committer;
}
