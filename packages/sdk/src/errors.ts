import type { ErrorBody } from './schemas/common.js';

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong!';

/** 503 when the database is too busy to answer in time (no connection within the wait bound): try again. */
export const SERVER_BUSY = 'The server is busy right now. Please try again in a few seconds.';
/** 429 of a product search beyond the searches one network may run per minute. */
export const SEARCH_RATE_LIMITED = 'Too many searches from your network. Please wait a minute and try again.';
/** 503 when as many searches as the server runs at once are running and waiting. */
export const SEARCH_BUSY = 'Search is busy right now. Please try again in a few seconds.';
/** 503 of a search that ran past its time limit. */
export const SEARCH_TOO_SLOW = 'This search took too long. Please try more specific words.';

type Details = NonNullable<ErrorBody['details']>;

/** Any failed call. `message` is the server's message, or the §8 default for the call. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly details: Details = [],
    readonly raw?: unknown,
  ) {
    super(message);
  }
}
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
export class PermissionError extends ApiError {
  override name = 'PermissionError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}
/** No response at all: offline, DNS, refused connection, aborted. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(message = 'No response received from server. Please check your connection.', raw?: unknown) {
    super(message, 0, [], raw);
  }
}

const byStatus: Record<number, typeof ApiError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

function isErrorBody(body: unknown): body is Partial<ErrorBody> {
  return typeof body === 'object' && body !== null;
}

/** Builds the typed error for an HTTP failure, preferring the server's message over the fallback. */
export function toApiError(status: number, body: unknown, fallback = DEFAULT_ERROR_MESSAGE): ApiError {
  const message =
    isErrorBody(body) && typeof body.message === 'string' && body.message
      ? body.message
      : isErrorBody(body) && typeof body.error === 'string' && body.error
        ? body.error
        : fallback;
  const details = isErrorBody(body) && Array.isArray(body.details) ? body.details : [];
  const ErrorClass = byStatus[status] ?? ApiError;
  return new ErrorClass(message, status, details, body);
}
