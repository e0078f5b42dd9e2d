/**
 * Work started by a request but not awaited by its answer (issue 21: a reset request answers before it looks the
 * account up, writes a token or queues a mail, so its timing cannot tell whether the account exists).
 */
export interface Background {
  /** Starts `work` now without waiting for it; a failure is reported through `onError`, never to the caller. */
  run(label: string, work: () => Promise<unknown>): void;
  /** Resolves once every started piece of work has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createBackground(onError: (error: unknown, label: string) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      // After the current request's answer is written (setImmediate runs once pending I/O callbacks have), so even
      // the work's first synchronous steps do not delay it.
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (error: unknown) => onError(error, label),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}
