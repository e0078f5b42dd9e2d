import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

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
