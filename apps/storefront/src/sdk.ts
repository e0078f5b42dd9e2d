import { createClient, localTokenStore } from '@abossey/sdk';

/**
 * The storefront's one API client: same origin, `/api`, the session in localStorage under the spec's keys (§3). The
 * SDK keeps it in memory unless told otherwise (ADR 0020): our own pages opt into the page's storage here.
 */
export const sdk = createClient({ baseUrl: '/api', auth: localTokenStore() });
