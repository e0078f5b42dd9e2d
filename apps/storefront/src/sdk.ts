import { createClient } from '@abossey/sdk';

/** The storefront's one API client: same origin, `/api`, token in localStorage under the spec's keys. */
export const sdk = createClient({ baseUrl: '/api' });
