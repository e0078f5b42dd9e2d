import { createClient } from '@abossey/sdk';

/** The console's API client: same origin as the storefront, so one sign-in serves both. */
export const sdk = createClient({ baseUrl: '/api' });
