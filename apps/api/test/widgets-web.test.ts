/**
 * The marketplace side of the embeddable widgets (issue 7): the embed build at `/widgets/` for any origin, the demo
 * partner-garage page at `/embed-demo` with its own CSP, and CORS on the public catalogue reads only. Uses temporary
 * folders, never the real builds.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorBody } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { isPublicReadPath, PUBLIC_READ_ROUTES } from '../src/plugins/cors.js';
import { embedDemoCsp, widgetCacheControl } from '../src/routes/web.js';
import { bearer, createTestApp, createUser, type TestApp } from './helpers.js';

let t: TestApp;
let dir: string;
const DEMO = '<!doctype html><title>Kwame Motors</title><script>/* inline config */</script>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abossey-widgets-'));
  await mkdir(join(dir, 'embed'), { recursive: true });
  await writeFile(join(dir, 'embed', 'abossey.js'), 'import("./search-3F7ZK2QX.js")');
  await writeFile(join(dir, 'embed', 'search-3F7ZK2QX.js'), 'export const search = 1;');
  await writeFile(join(dir, 'embed-demo.html'), DEMO);
  t = await createTestApp({
    seed: 'demo',
    web: {
      storefront: join(dir, 'no-storefront'),
      console: join(dir, 'no-console'),
      widgets: join(dir, 'embed'),
      embedDemo: join(dir, 'embed-demo.html'),
    },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/widgets/', () => {
  it('serves the loader as JavaScript for any origin, revalidated every time', async () => {
    const res = await get('/widgets/abossey.js', { origin: 'https://kwame-motors.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('import("./search-3F7ZK2QX.js")');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed chunks for good', async () => {
    const res = await get('/widgets/search-3F7ZK2QX.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 JSON for a missing file or a path outside the build', async () => {
    for (const url of [
      '/widgets/nope.js',
      '/widgets/../embed-demo.html',
      '/widgets/%2e%2e/embed-demo.html',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Kwame Motors');
    }
  });

  it('tells hashed chunk names from the loader', () => {
    expect(widgetCacheControl('/x/abossey.js')).toBe('no-cache');
    expect(widgetCacheControl('/x/chunk-AB12CD34.js')).toBe('public, max-age=31536000, immutable');
    expect(widgetCacheControl('/x/product-card-DUfbf-z9.js')).toBe('public, max-age=31536000, immutable');
    expect(widgetCacheControl('/x/search-CQmEB6mq.js.map')).toBe('no-cache');
    expect(widgetCacheControl('/x/manifest.json')).toBe('no-cache');
    expect(widgetCacheControl('/x/cart.css')).toBe('no-cache');
  });

  it('answers a clear 404 (not 500, not a page) when the widgets are not built', async () => {
    const app = await buildApp({
      db: t.database,
      config: { ...t.config, web: { ...t.config.web, widgets: join(dir, 'missing'), embedDemo: undefined } },
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/widgets/abossey.js' });
      expect(res.statusCode).toBe(404);
      expect(errorBody.parse(res.json()).message).toMatch(/widgets are not built.*npm run build/);
      const demo = await app.inject({ method: 'GET', url: '/embed-demo' });
      expect(demo.statusCode).toBe(404);
      expect(demo.body).toContain('Widget demo not found');
    } finally {
      await app.close();
    }
  });
});

describe('/embed-demo', () => {
  it('serves the demo page verbatim with inline script and style allowed, other headers kept', async () => {
    const res = await get('/embed-demo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(DEMO);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the storefront pages keep the strict script policy', async () => {
    const csp = String((await get('/shop')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('embedDemoCsp replaces only the four directives', () => {
    expect(embedDemoCsp("default-src 'self';script-src 'self';object-src 'none'")).toBe(
      "default-src 'self';script-src 'self' 'unsafe-inline';object-src 'none';style-src 'self' 'unsafe-inline';connect-src 'self';img-src 'self' data: blob:",
    );
  });
});

describe('CORS on the public catalogue reads', () => {
  const origin = { origin: 'https://tema-auto-clinic.example' };

  it.each(['/api/products?limit=2', '/api/business', '/api/parts', '/api/vehicle-makes'])(
    'GET %s answers any origin, without credentials',
    async (url) => {
      const res = await get(url, origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('a product, a shop and a missing product (the widget reads the message) answer any origin', async () => {
    const list = (await get('/api/products?limit=1')).json().data;
    const product = await get(`/api/products/${list[0].id}`, origin);
    expect(product.headers['access-control-allow-origin']).toBe('*');
    const shop = await get(`/api/business/${list[0].businessId ?? 1}`, origin);
    expect(shop.headers['access-control-allow-origin']).toBe('*');
    const missing = await get('/api/products/99999999', origin);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight of a public read', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products?q=brake',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(String(res.headers['access-control-allow-headers'])).not.toMatch(/authorization/i);
  });

  it('leaves authenticated and write routes same-origin only', async () => {
    const admin = await createUser(t.app, 'admin');
    for (const url of ['/api/orders', '/api/users', '/api/notifications', '/api/analytics/partners']) {
      const res = await get(url, { ...origin, ...bearer(admin) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    for (const url of ['/api/orders', '/api/login', '/api/users/1', '/api/products/1/reviews']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { ...origin, 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: origin,
      payload: { data: {} },
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('every listed route exists as an anonymous GET', () => {
    const gets = new Set(t.app.apiRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
    for (const route of PUBLIC_READ_ROUTES) expect(gets.has(route), route).toBe(true);
    expect(isPublicReadPath('/api/products/12')).toBe(true);
    expect(isPublicReadPath('/api/products/12/reviews')).toBe(false);
    expect(isPublicReadPath('/api/orders')).toBe(false);
  });
});
