import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from './auth.js';

// Every test imports a fresh client.ts (it memoizes the schemas' import per module instance) with responses.ts
// wrapped, so the test sees whether and when the client loads the schemas. One mock per test, whose behaviour the
// test sets through these variables: Vitest resolves consecutive queued `doMock`s of one path in parallel and the
// last to resolve wins, so a second `doMock` in a test would race the one made here.
let responsesLoaded: boolean;
let responsesImports: number;
let failingResponsesImports: number;

beforeEach(() => {
  responsesLoaded = false;
  responsesImports = 0;
  failingResponsesImports = 0;
  vi.resetModules();
  vi.doMock('./responses.js', async (importOriginal) => {
    responsesImports += 1;
    if (responsesImports <= failingResponsesImports)
      throw new TypeError('Failed to fetch dynamically imported module');
    responsesLoaded = true;
    return importOriginal();
  });
});

const health = { status: 'ok', database: 'pglite' };

/** A fetch that answers `body` as JSON once `release()` is called (at once by default). */
function answering(body: unknown, { held = false } = {}) {
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn(async () => {
    await released;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, release };
}

async function client(options: { fetch: typeof fetch; validateResponses?: boolean }) {
  const { createClient } = await import('./client.js');
  return createClient({ baseUrl: 'http://api.test/api', auth: memoryTokenStore(), ...options });
}

describe('response validation', () => {
  it('does not load the schemas with the client, only with its first request', async () => {
    const sdk = await client(answering({ data: health }));
    expect(responsesLoaded).toBe(false);
    await expect(sdk.health.retrieve()).resolves.toEqual(health);
    expect(responsesLoaded).toBe(true);
  });

  it('records a page view without loading the schemas: its answer holds nothing to use (issue 23)', async () => {
    const { fetch } = answering({ data: { recorded: true } });
    const sdk = await client({ fetch });
    await expect(sdk.pageViews.record({ path: '/shop/all-products' })).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledOnce();
    expect(responsesLoaded).toBe(false);
  });

  it('starts loading the schemas with the HTTP call, not after the answer', async () => {
    const { fetch, release } = answering({ data: health }, { held: true });
    const sdk = await client({ fetch });
    const answer = sdk.health.retrieve();
    await vi.waitFor(() => expect(responsesLoaded).toBe(true));
    expect(fetch).toHaveBeenCalledOnce();
    release();
    await expect(answer).resolves.toEqual(health);
  });

  it('gives the parsed answer: keys the schema does not know are dropped', async () => {
    const sdk = await client(answering({ data: { ...health, extra: 1 } }));
    await expect(sdk.health.retrieve()).resolves.toEqual(health);
  });

  it('throws an ApiError with the call’s fallback message and the issues when an answer does not match', async () => {
    const { ApiError } = await import('./errors.js');
    const sdk = await client(answering({ data: [{ id: 'one', name: 'Brakes', category: 'Brakes' }] }));
    const error = await sdk.parts.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Failed to fetch parts',
      status: 0,
      raw: { issues: [expect.objectContaining({ path: ['data', 0, 'id'], code: 'invalid_type' })] },
    });
  });

  it('with validateResponses: false never loads the schemas and answers the body as it came', async () => {
    const sdk = await client({ ...answering({ data: { status: 'not ok' } }), validateResponses: false });
    await expect(sdk.health.retrieve()).resolves.toEqual({ status: 'not ok' });
    await expect(sdk.parts.list()).resolves.toEqual({ status: 'not ok' });
    expect(responsesLoaded).toBe(false);
  });

  it('answers a NetworkError when the schemas cannot be downloaded, and tries again on the next request', async () => {
    failingResponsesImports = 1;
    const { NetworkError } = await import('./errors.js');
    const sdk = await client(answering({ data: health }));
    await expect(sdk.health.retrieve()).rejects.toBeInstanceOf(NetworkError);
    await expect(sdk.health.retrieve()).resolves.toEqual(health);
    expect(responsesImports).toBe(2);
  });
});
