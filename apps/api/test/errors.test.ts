/**
 * The error contract: `{message, error, details?}` with truthful statuses, no stack traces or secrets, no 500 for
 * bad input; and logs that keep secrets out.
 */
import { Writable } from 'node:stream';
import { errorBody } from '@abossey/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loggerOptions } from '../src/logger.js';
import { createTestApp, dbKind, getJson, type TestApp } from './helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});

afterAll(async () => {
  await t?.close();
});

describe('errors', () => {
  it('GET /api/health names the database', async () => {
    expect(await getJson(t.app, '/api/health')).toEqual({
      status: 200,
      body: { data: { status: 'ok', database: dbKind } },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { name: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorBody.parse(response.json())).toEqual({
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it('answers 400 with a readable message and every problem in details', async () => {
    const { status, body } = await getJson(t.app, '/api/products?limit=500&page=0');
    expect(status).toBe(400);
    const error = errorBody.parse(body);
    expect(error.message).toMatch(/^Invalid query parameter "(limit|page)": .+ \(and 1 more problem\)$/);
    expect(error.details?.map((d) => d.path).sort()).toEqual(['limit', 'page']);
    for (const detail of error.details ?? []) expect(detail.message.length).toBeGreaterThan(5);
  });

  describe('unexpected failures', () => {
    let app: Awaited<ReturnType<typeof buildApp>>;

    beforeAll(async () => {
      app = await buildApp({ db: t.database, config: t.config, logger: false });
      app.get('/api/test/boom', async () => {
        throw new Error('connect to postgres://admin:hunter2@db failed at /srv/app/secret.ts:12');
      });
      app.get('/api/test/db-value', async () => {
        await t.database.db.execute(sql`select 'not a number'::int`);
        return {};
      });
      app.get(
        '/api/test/bad-response',
        { schema: { response: { 200: z.object({ data: z.object({ n: z.number() }) }) } } },
        // @ts-expect-error the handler breaks its own response schema on purpose
        async () => ({ data: { n: 'not a number' } }),
      );
      await app.ready();
    });

    afterAll(async () => {
      await app.close();
    });

    it('a thrown error is a generic 500 without stack or secrets', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong!', error: 'Internal Server Error' });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('secret.ts');
    });

    it('a value the database rejects is a 400', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/db-value' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'A value in the request is invalid.',
        error: 'Bad Request',
      });
    });

    it('a response that breaks its schema is a 500, never sent as is', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/bad-response' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('not a number');
    });
  });
});

describe('logs', () => {
  it('redact tokens in URLs and never carry authorization headers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info');
    const app = await buildApp({
      db: t.database,
      config: t.config,
      logger: typeof options === 'object' ? { ...options, stream } : options,
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/auth/reset-password?token=very-secret-token&x=1',
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      const log = lines.join('');
      expect(log).toContain('/auth/reset-password?token=[redacted]&x=1');
      expect(log).not.toContain('very-secret-token');
      expect(log).not.toContain('abc.def.ghi');
    } finally {
      await app.close();
    }
  });
});
