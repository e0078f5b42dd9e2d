import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.js';
import { notify } from '../src/services/notifications.js';
import type { Json } from './accounts-helpers.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let ama: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  ama = await createUser(t.app, 'customer');
  kofi = await createUser(t.app, 'vendor');
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
};
const rowsOf = (userId: number) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('notifications', () => {
  it('lists only your own, newest first', async () => {
    await notify(t.app.db, {
      userId: ama.id,
      title: 'Order placed',
      category: 'order',
      data: { orderId: 1 },
    });
    await new Promise((r) => setTimeout(r, 5));
    await notify(t.app.db, {
      userId: ama.id,
      title: 'Order <b>shipped</b>',
      message: 'On its way',
      category: 'order',
    });
    await notify(t.app.db, { userId: kofi.id, title: 'New order', category: 'order' });
    const res = await call('GET', '/api/notifications', ama);
    expect(res.status).toBe(200);
    expect(res.body.data.map((n: { title: string }) => n.title)).toEqual([
      'Order <b>shipped</b>',
      'Order placed',
    ]);
    expect(res.body.data[1]).toEqual({
      id: expect.any(Number),
      title: 'Order placed',
      message: '',
      category: 'order',
      createdAt: expect.any(String),
      isRead: false,
      data: { orderId: 1 },
    });
  });

  it('marks only your own as read; other ids are ignored', async () => {
    const [mine] = await rowsOf(ama.id);
    const [theirs] = await rowsOf(kofi.id);
    const res = await call('POST', '/api/mark-notifications-as-read', ama, {
      data: { notificationIds: [mine?.id, theirs?.id, 999999] },
    });
    expect(res).toEqual({ status: 200, body: { data: { count: 1 } } });
    expect((await rowsOf(ama.id)).find((n) => n.id === mine?.id)?.isRead).toBe(true);
    expect((await rowsOf(kofi.id))[0]?.isRead).toBe(false);
  });

  it('validates the ids', async () => {
    for (const data of [
      {},
      { notificationIds: 'all' },
      { notificationIds: [-1] },
      { notificationIds: ['x'] },
    ]) {
      const res = await call('POST', '/api/mark-notifications-as-read', ama, { data });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.details.length).toBeGreaterThan(0);
    }
    const empty = await call('POST', '/api/mark-notifications-as-read', ama, {
      data: { notificationIds: [] },
    });
    expect(empty.body).toEqual({ data: { count: 0 } });
  });

  it('clears only your own', async () => {
    const res = await call('POST', '/api/clear-notifications', ama);
    expect(res).toEqual({ status: 200, body: { data: { count: 2 } } });
    expect(await rowsOf(ama.id)).toEqual([]);
    expect(await rowsOf(kofi.id)).toHaveLength(1);
    expect((await call('GET', '/api/notifications', ama)).body).toEqual({ data: [] });
  });

  it('need sign-in and change nothing for anonymous callers', async () => {
    expect((await call('GET', '/api/notifications')).status).toBe(401);
    const [theirs] = await rowsOf(kofi.id);
    const mark = await call('POST', '/api/mark-notifications-as-read', undefined, {
      data: { notificationIds: [theirs?.id] },
    });
    expect(mark).toEqual({
      status: 401,
      body: { message: 'Please sign in to continue.', error: 'Unauthorized' },
    });
    expect((await call('POST', '/api/clear-notifications')).status).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(await rowsOf(kofi.id)).toEqual([{ ...theirs }]);
  });
});
