/**
 * An error with an HTTP status and a message meant for the caller. The error handler sends it as is, with
 * `Retry-After` when `retryAfterSeconds` is set (429, 503).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** Largest value of a PostgreSQL `integer`; bigger ids cannot exist, so they are simply not found. */
const MAX_DB_INT = 2_147_483_647;
export const isDbInt = (value: number) =>
  Number.isSafeInteger(value) && value >= -MAX_DB_INT - 1 && value <= MAX_DB_INT;
