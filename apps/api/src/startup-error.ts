/**
 * A start-up problem the person starting the server can fix. Its message is ONE sentence saying what to change;
 * `main.ts` prints it alone (no stack trace) and exits with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
