import { createClient, localTokenStore } from '@abossey/sdk';

let serverFetch: typeof fetch | undefined;

/**
 * A server render's way to the API: the browser's relative `/api` means nothing in Node, so the server passes a fetch
 * that answers `/api/…` itself (the API's `app.inject`). One per process: server renders are anonymous, so it holds
 * no visitor's state.
 */
export function setServerFetch(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

/**
 * The storefront's one API client: same origin, `/api`, the session in localStorage under the spec's keys (§3). The
 * SDK keeps it in memory unless told otherwise (ADR 0020): our own pages opt into the page's storage here.
 */
export const sdk = createClient({
  baseUrl: '/api',
  auth: localTokenStore(),
  fetch: (input, init) => (serverFetch ?? globalThis.fetch)(input, init),
});
