import type { ResponseName, ResponseOf } from './responses.js';

// What a resource (./resources/*.ts) needs from the client: the request function's shape. Kept apart from
// client.ts, which builds every resource, so resources and client do not import each other.

/** Per-call options, last argument of every resource method. */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** Follows the upload of the body (sent with XMLHttpRequest in a browser): bytes sent and in all. */
  onUploadProgress?: (sent: number, total: number) => void;
}

export interface RequestSpec<K extends ResponseName> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /**
   * The name of the answer's schema in `responses.ts`, which loads with the first request (docs/adr/0009); null for a
   * call whose answer carries nothing for the caller (a page view): then neither zod nor the schemas load for it.
   */
  schema: K | null;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The §8 message shown when the server gives none. */
  fallback: string;
  /** A status-dependent §8 message for HTTP failures without a server message (product creation: 'Server error: {status}'). */
  statusFallback?: (status: number) => string;
  options?: RequestOptions;
}

export type Requester = <K extends ResponseName>(spec: RequestSpec<K>) => Promise<ResponseOf<K>>;
