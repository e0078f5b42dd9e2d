/** /address: own addresses only, one default, oldest first, 404 for other users' ids. */
import { addressListResponse, addressResponse } from '@abossey/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { delivery } from './orders-fixtures.js';

let t: TestApp;
let ama: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [ama, kofi] = await Promise.all([createUser(t.app), createUser(t.app)]);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user) : {},
    ...(payload ? { payload } : {}),
  });

describe('/address', () => {
  it('creates, lists oldest first, and keeps one default', async () => {
    const first = await call('POST', '/address', ama, {
      value: 'address',
      data: { ...delivery, isDefault: true },
    });
    expect(first.statusCode).toBe(201);
    const a1 = addressResponse.parse(first.json()).data;
    expect(a1).toMatchObject({ fullName: 'Kwame Mensah', isDefault: true, zipCode: null, country: 'Ghana' });
    const second = await call('POST', '/address', ama, {
      value: 'address',
      data: { ...delivery, fullName: 'Second', isDefault: true, zipCode: 'GA-123-4567' },
    });
    const a2 = addressResponse.parse(second.json()).data;
    const list = addressListResponse.parse((await call('GET', '/address', ama)).json()).data;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [a1.id, false],
      [a2.id, true],
    ]);
    // Making the first default again clears the second.
    const put = await call('PUT', `/address/${a1.id}`, ama, { data: { isDefault: true, city: 'Kumasi' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ isDefault: true, city: 'Kumasi', fullName: 'Kwame Mensah' });
    const again = addressListResponse.parse((await call('GET', '/address', ama)).json()).data;
    expect(again.filter((a) => a.isDefault).map((a) => a.id)).toEqual([a1.id]);
  });

  it("another user's address is 404 for read, update and delete, and stays unchanged", async () => {
    const own = addressResponse.parse(
      (await call('POST', '/address', ama, { value: 'address', data: delivery })).json(),
    ).data;
    for (const [method, payload] of [
      ['GET'],
      ['PUT', { data: { fullName: 'Hacked' } }],
      ['DELETE'],
    ] as const) {
      const res = await call(method, `/address/${own.id}`, kofi, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Address not found', error: 'Not Found' });
    }
    expect((await call('GET', '/address', kofi)).json().data).toEqual([]);
    expect((await call('GET', `/address/${own.id}`, ama)).json().data.fullName).toBe('Kwame Mensah');
    expect((await call('DELETE', `/address/${own.id}`, ama)).statusCode).toBe(200);
    expect((await call('GET', `/address/${own.id}`, ama)).statusCode).toBe(404);
  });

  it('needs a signed-in user and valid input', async () => {
    expect((await call('GET', '/address', null)).statusCode).toBe(401);
    expect((await call('POST', '/address', null, { data: {} })).statusCode).toBe(401);
    const bad = await call('POST', '/address', ama, {
      value: 'address',
      data: { ...delivery, fullName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'data.fullName', message: 'Full name is required!' });
    expect((await call('GET', '/address/abc', ama)).statusCode).toBe(400);
    expect((await call('GET', '/address/99999999999', ama)).statusCode).toBe(404);
  });
});
