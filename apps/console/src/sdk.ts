import { createClient, localTokenStore } from '@abossey/sdk';

/**
 * The console's API client: same origin as the storefront and the same §3 localStorage keys (opted into here; the
 * SDK's default is memory, ADR 0020), so one sign-in serves both.
 */
export const sdk = createClient({ baseUrl: '/api', auth: localTokenStore() });
