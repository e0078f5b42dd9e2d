import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../src/db/schema.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let admin: TestUser;
let vendor: TestUser;
let customer: TestUser;

const record = (data: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/page-views', payload: { data }, headers });
const stats = (query: string, user: TestUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/analytics/page-views?${query}`,
    headers: user ? bearer(user) : {},
  });

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { rateLimits: { pageViewsPerIp: 8 } } });
  [admin, vendor, customer] = await Promise.all([
    createUser(t.app, 'admin'),
    createUser(t.app, 'vendor'),
    createUser(t.app),
  ]);
});
afterAll(() => t.close());

describe('POST /api/page-views', () => {
  it('records a path and its query for anyone, storing nothing about the visitor', async () => {
    const anonymous = await record({ path: '/shop/all-products', query: '?page=2&make=Toyota' });
    expect(anonymous.statusCode).toBe(202);
    expect(anonymous.json()).toEqual({ data: { recorded: true } });
    expect((await record({ path: '/shop/product/7' }, bearer(customer))).statusCode).toBe(202);
    const rows = await t.database.db.select().from(pageViews);
    expect(rows.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/shop/all-products', query: 'page=2&make=Toyota' },
      { path: '/shop/product/7', query: null },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'path', 'query']);
  });

  it('refuses what is not an app path with a 400 and stores nothing', async () => {
    const before = await dbFingerprint(t.database.db);
    for (const data of [
      { path: 'https://evil.example/' },
      { path: '//evil.example' },
      { path: '' },
      { path: `/${'a'.repeat(600)}` },
      { path: '/x', query: 'q'.repeat(2000) },
      { path: 42 },
    ]) {
      const response = await record(data);
      expect(response.statusCode, JSON.stringify(data).slice(0, 60)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('limits each address, answering 429 with a message', async () => {
    // The limit is 8 per window; the first test already recorded 2 (refused bodies are not counted).
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await record({ path: `/flood/${i}` })).statusCode);
    expect(answers).toEqual(Array(6).fill(202));
    const refused = await record({ path: '/flood/last' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many/i);
  });
});

describe('GET /api/analytics/page-views', () => {
  it('is for admins only', async () => {
    const year = new Date().getUTCFullYear();
    expect((await stats(`year=${year}`, null)).statusCode).toBe(401);
    expect((await stats(`year=${year}`, customer)).statusCode).toBe(403);
    expect((await stats(`year=${year}`, vendor)).statusCode).toBe(403);
    expect((await stats('year=nonsense', admin)).statusCode).toBe(400);
  });

  it('answers the year total and the most viewed paths, most first', async () => {
    await t.database.db.insert(pageViews).values([
      { path: '/shop', createdAt: new Date(Date.UTC(2024, 5, 1)) },
      { path: '/shop', createdAt: new Date(Date.UTC(2024, 6, 1)) },
      { path: '/about-us', createdAt: new Date(Date.UTC(2024, 11, 31, 23, 59)) },
      { path: '/shop', createdAt: new Date(Date.UTC(2025, 0, 1)) },
    ]);
    const response = await stats('year=2024&limit=5', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        total: 3,
        topPaths: [
          { path: '/shop', views: 2 },
          { path: '/about-us', views: 1 },
        ],
      },
    });
    expect((await stats('year=2024&limit=1', admin)).json().data.topPaths).toEqual([
      { path: '/shop', views: 2 },
    ]);
  });
});
