import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/openapi.js';
import { createTestApp, type TestApp } from './helpers.js';

interface OpenApi {
  servers?: { url: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        summary?: string;
        security?: Record<string, string[]>[];
        responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
      }
    >
  >;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

describe('OpenAPI', () => {
  it('publishes every API route from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(5);
    for (const { method, url } of t.app.apiRoutes) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths, `${method} ${url}`).toHaveProperty([path, method.toLowerCase()]);
    }
    for (const path of [
      '/api/health',
      '/api/products',
      '/api/products/{id}',
      '/api/parts',
      '/api/vehicle-makes',
    ]) {
      expect(doc.paths, path).toHaveProperty([path, 'get']);
    }
    const list = doc.paths['/api/products']?.get as { parameters: { name: string }[] };
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'make', 'sort', 'page', 'limit']),
    );
  });

  it('names, summarises and secures every operation, with the error body on its error answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const ids = new Set<string>();
    for (const { method, url } of t.app.apiRoutes) {
      const key = `${method} ${url}`;
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(OPERATIONS, key).toHaveProperty([key]);
      expect(operation?.operationId, key).toBe(OPERATIONS[key]?.id);
      expect(operation?.summary, key).toBeTruthy();
      expect(Array.isArray(operation?.security), key).toBe(true);
      ids.add(operation?.operationId ?? '');
      for (const [status, answer] of Object.entries(operation?.responses ?? {}))
        if (Number(status) >= 400)
          expect(
            Object.keys(answer.content?.['application/json']?.schema?.properties ?? {}),
            `${key} ${status}`,
          ).toEqual(expect.arrayContaining(['message', 'error']));
    }
    expect(ids.size).toBe(t.app.apiRoutes.length);
    expect(Object.keys(OPERATIONS).sort()).toEqual(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort());
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components?.securitySchemes).toHaveProperty(['bearer', 'scheme'], 'bearer');
  });

  it('serves a docs page that loads only same-origin assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      res.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: res.headers.location as string })
        : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
  });
});
