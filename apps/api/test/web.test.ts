/**
 * The built front ends on one origin: static assets, the SPA fallback by route manifest, and a clear 503 when a
 * build is missing. Uses temporary dist folders, never the real builds.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { errorBody } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { isAssetPath } from '../src/routes/web.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'abossey-dist-'));
  await mkdir(join(dist, 'storefront', 'assets'), { recursive: true });
  await mkdir(join(dist, 'console', 'assets'), { recursive: true });
  await writeFile(
    join(dist, 'storefront', 'index.html'),
    '<!doctype html><html><head><title>storefront index</title></head><body>storefront shell</body></html>',
  );
  await writeFile(join(dist, 'storefront', 'assets', 'index-abc123.js'), 'console.log("storefront")');
  // As the build writes it beside the script (vite.shared.ts precompressAssets), marked so a test can tell it from the
  // server's own compression of the script.
  await writeFile(
    join(dist, 'storefront', 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log("storefront") /* from the build */'),
  );
  await writeFile(join(dist, 'storefront', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'console', 'index.html'), '<!doctype html><title>console index</title>');
  await writeFile(join(dist, 'console', 'assets', 'index-def456.js'), 'console.log("console")');
  t = await createTestApp({
    seed: 'none',
    web: { storefront: join(dist, 'storefront'), console: join(dist, 'console') },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('single-page-app fallback', () => {
  it.each([
    ['/shop/all-products', 'storefront'],
    ['/shop', 'storefront'],
    ['/auth/reset-password?token=abc', 'storefront'],
    ['/dashboard', 'console'],
    ['/admin-dashboard/', 'console'],
    ['/orders/15', 'console'],
    ['/shop/orders', 'console'],
    ['/shop/orders/3?shopId=2', 'console'],
    ['/product/new', 'console'],
    ['/product/9/edit', 'console'],
    ['/shop-edit/4', 'console'],
  ])('%s → %s index.html', async (url, app) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The storefront's shell gets each page's own title (test/page-head.test.ts); its body is the build's.
    expect(response.body).toContain(app === 'console' ? '<title>console index</title>' : 'storefront shell');
  });

  it.each(['/some/unknown/page', '/shop/product/12', '/shop/7'])(
    '%s → 404 with the storefront index.html (no such route, product or shop)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('storefront shell');
    },
  );

  it('redirects / to the catalogue', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/shop/all-products');
  });

  it('serves the storefront and console assets, cached for good', async () => {
    const storefront = await get('/assets/index-abc123.js');
    expect(storefront.statusCode).toBe(200);
    expect(storefront.body).toBe('console.log("storefront")');
    expect(storefront.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const consoleAsset = await get('/console/assets/index-def456.js');
    expect(consoleAsset.statusCode).toBe(200);
    expect(consoleAsset.body).toBe('console.log("console")');
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the Brotli file the build wrote beside a script to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      'console.log("storefront") /* from the build */',
    );
  });

  it('sends a script without the headers that govern a document, keeping those that protect the script itself', async () => {
    const page = await get('/shop/all-products');
    const script = await get('/assets/index-abc123.js');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(page.headers[name], `${name} on the page`).toBeDefined();
      expect(script.headers[name], `${name} on the script`).toBeUndefined();
    }
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-security-policy']).toBeUndefined();
    expect(compressed.headers['x-content-type-options']).toBe('nosniff');
    // An SVG opened on its own is a document that could run script: it keeps the policy.
    expect((await get('/favicon.svg')).headers['content-security-policy']).toBeDefined();
  });

  it('answers 404 JSON for missing assets and uploads, never index.html', async () => {
    for (const url of [
      '/assets/missing.js',
      '/console/assets/missing.js',
      '/sitemap.txt',
      '/uploads/nothing.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorBody.parse(response.json()).error).toBe('Not Found');
    }
  });

  it('answers 404 JSON for unknown API routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: `Route ${method} /api/does-not-exist not found`,
        error: 'Not Found',
      });
    }
  });

  it('sends the security headers with a CSP the apps can live with', async () => {
    const response = await get('/shop');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers on every kind of answer', () => {
  it.each([
    '/shop',
    '/api/health',
    '/api/products?limit=1',
    '/api/does-not-exist',
    '/uploads/none.png',
    '/dashboard',
  ])('%s', async (url) => {
    const response = await get(url);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('missing builds', () => {
  it('answers 503 with instructions instead of crashing', async () => {
    const app = await buildApp({
      db: t.database,
      config: { ...t.config, web: { storefront: join(dist, 'nope-a'), console: join(dist, 'nope-b') } },
      logger: false,
    });
    try {
      for (const url of ['/shop', '/dashboard']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain('npm run build');
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('isAssetPath', () => {
  it('tells files from pages', () => {
    expect(isAssetPath('/assets/x.js')).toBe(true);
    expect(isAssetPath('/logo.png')).toBe(true);
    expect(isAssetPath('/console/anything')).toBe(true);
    expect(isAssetPath('/shop/product/12')).toBe(false);
    expect(isAssetPath('/')).toBe(false);
  });
});
