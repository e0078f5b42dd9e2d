/**
 * Product images on a partner garage's page (issue 22, ADR 0020): an SDK client whose base is the marketplace's
 * absolute URL answers absolute image URLs, and those load from another origin (the file is served, and its
 * Cross-Origin-Resource-Policy lets another site's `<img>` use it). Against the real in-process server (HTTP).
 */
import { createClient } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t?.close());

describe('media URLs for another origin', () => {
  it('are absolute in the SDK’s answers when its base is absolute, and load cross-origin', async () => {
    const sdk = createClient({ baseUrl: `${origin}/api` });
    const page = await sdk.products.list({ limit: 5 });
    const images = page.data.flatMap((product) => product.images);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${origin}/uploads/`), image).toBe(true);
    const shop = await sdk.business.retrieve(page.data[0]?.businessId ?? 0);
    if (shop.imageUrl) expect(shop.imageUrl.startsWith(origin), shop.imageUrl).toBe(true);

    const response = await fetch(images[0] as string, { headers: { origin: 'https://garage.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('stay as the server wrote them for a same-origin client (`/api`)', async () => {
    const sdk = createClient({
      baseUrl: '/api',
      fetch: (input, init) => fetch(new URL(String(input), origin), init),
    });
    const page = await sdk.products.list({ limit: 5 });
    for (const image of page.data.flatMap((product) => product.images))
      expect(image.startsWith('/uploads/'), image).toBe(true);
  });
});
