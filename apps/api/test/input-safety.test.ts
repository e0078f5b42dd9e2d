/**
 * Issue 21, input, logs and headers: a failed query's bound values never reach a log line; NUL characters and lone
 * surrogates are refused with a 400 before any query; every answer but an anonymous public read is `no-store`;
 * image fields take only this server's uploads or https URLs; addresses and profile phones follow Ghana's rules;
 * and no message is zod's own English.
 */
import { Writable } from 'node:stream';
import {
  ADDRESS_MESSAGES,
  addressResponse,
  IMAGE_URL_INVALID,
  TEXT_CHARACTER_NOT_ALLOWED,
} from '@abossey/sdk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { loggerOptions, serializeError } from '../src/logger.js';
import { dbFingerprint } from './fingerprint.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';
import { createProduct, createShop, delivery } from './orders-fixtures.js';

let t: TestApp;
let ama: TestUser;
let vendor: TestUser;
let shop: number;
let product: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  ama = await createUser(t.app);
  const s = await createShop(t.app, 'Safety Shop');
  vendor = s.owner;
  shop = s.id;
  product = await createProduct(t.app, shop, { name: 'Safety Pads', pricePesewas: 5_000, stock: 10 });
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user: TestUser | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(user ? bearer(user) : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    // Sent as text so a lone surrogate stays the JSON escape `\ud800` (what a hostile client sends).
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

/** An app like the server's, with the production logger writing into `lines`. */
async function appWithLog(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info');
  return buildApp({
    db: t.database,
    config: t.config,
    logger: typeof options === 'object' ? { ...options, stream } : options,
  });
}

describe('logs keep a failed query’s values out', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$leakedhashleakedhash';
  const EMAIL = 'ama.private@example.com';
  const PHONE = '+233244999111';

  it('logs the database error without its bound values, detail or quoted value', async () => {
    const lines: string[] = [];
    const app = await appWithLog(lines);
    app.get('/api/test/bad-cast', async () => {
      await app.db.execute(sql`select ${HASH}::int, ${PHONE}::text`);
      return {};
    });
    app.get('/api/test/duplicate', async () => {
      await app.db.insert(users).values({
        email: ama.email,
        username: `dup_${Date.now()}`,
        firstName: 'Ama',
        lastName: PHONE,
        userType: 'customer',
        passwordHash: HASH,
      });
      return {};
    });
    try {
      const cast = await app.inject({ method: 'GET', url: '/api/test/bad-cast' });
      expect(cast.statusCode).toBe(400);
      const duplicate = await app.inject({ method: 'GET', url: '/api/test/duplicate' });
      expect(duplicate.statusCode).toBe(500);
      const log = lines.join('');
      // The errors were logged, with what helps: the SQL text and the code…
      expect(log).toContain('database rejected a value from the request');
      expect(log).toContain('"code":"22P02"');
      expect(log).toContain('"code":"23505"');
      expect(log).toContain('Failed query: select $1::int');
      // …but none of the values.
      for (const secret of [HASH, 'leakedhash', PHONE, ama.email, 'params:', 'Key (email)'])
        expect(log, secret).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('a NUL in a sign-up name is a 400 naming the field, and the log has no hash, email or phone', async () => {
    const lines: string[] = [];
    const app = await appWithLog(lines);
    try {
      const before = await dbFingerprint(t.database.db);
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          data: {
            firstName: 'Ama\u0000',
            lastName: 'Mensah',
            email: EMAIL,
            username: 'ama_nul',
            phone: PHONE,
            password: 'Sparepart1',
          },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: `Invalid body field "data.firstName": ${TEXT_CHARACTER_NOT_ALLOWED}`,
        details: [{ path: 'data.firstName', message: TEXT_CHARACTER_NOT_ALLOWED }],
      });
      expect(await dbFingerprint(t.database.db)).toEqual(before);
      const log = lines.join('');
      for (const secret of ['$argon2id$', EMAIL, PHONE, 'params']) expect(log, secret).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('the serializer keeps causes and safe fields, and drops everything else', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        constraint: 'users_email_unique',
        detail: `Key (email)=(${EMAIL}) already exists.`,
        params: [EMAIL, HASH],
        query: 'insert into users ...',
      },
    );
    const wrapped = new Error(`Failed query: insert into users values ($1, $2)\nparams: ${EMAIL},${HASH}`, {
      cause: driver,
    });
    const logged = serializeError(wrapped);
    expect(logged.message).toBe('Failed query: insert into users values ($1, $2)');
    expect(logged.stack).toMatch(/^Error: Failed query: insert into users values \(\$1, \$2\)\n {4}at /);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    const text = JSON.stringify(logged);
    for (const secret of [EMAIL, HASH, 'already exists', 'insert into users ...'])
      expect(text).not.toContain(secret);
  });
});

describe('text with a NUL or a lone surrogate is refused before any query', () => {
  it.each([
    [
      'NUL in an address name',
      'POST',
      '/address',
      { value: 'address', data: { ...delivery, fullName: 'Ama\u0000' } },
      'data.fullName',
    ],
    [
      'lone surrogate in an address',
      'POST',
      '/address',
      { data: { ...delivery, address: '12 Ring \ud800Road' } },
      'data.address',
    ],
    [
      'lone low surrogate in a profile name',
      'PUT',
      '/users/:me',
      { data: { firstName: 'Ama\udc00' } },
      'data.firstName',
    ],
  ] as const)('%s', async (_name, method, url, payload, path) => {
    const before = await dbFingerprint(t.database.db);
    const res = await call(method, url.replace(':me', String(ama.id)), ama, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path, message: TEXT_CHARACTER_NOT_ALLOWED }]);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('keeps paired surrogates (emoji) and every other script', async () => {
    const res = await call('POST', '/address', ama, {
      data: { ...delivery, fullName: 'Ama 🚗 أبوسي 阿波 Ñandú' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fullName).toBe('Ama 🚗 أبوسي 阿波 Ñandú');
  });

  it('refuses a NUL in a search query with a message, not a database error', async () => {
    const res = await call('GET', '/products?q=brake%00pads', null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'q', message: TEXT_CHARACTER_NOT_ALLOWED }] });
  });

  it('still answers 401 first to an anonymous caller', async () => {
    const res = await call('POST', '/address', null, { data: { ...delivery, fullName: 'Ama\u0000' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer, private route, sign-in and error', async () => {
    const answers = {
      'GET /orders signed in': await call('GET', '/orders', ama),
      'GET /users/:id signed in': await call('GET', `/users/${ama.id}`, ama),
      'GET /address signed in': await call('GET', '/address', ama),
      'GET /products signed in': await call('GET', '/products', ama),
      'GET /products/:id signed in': await call('GET', `/products/${product}`, ama),
      'GET /orders anonymous (401)': await call('GET', '/orders', null),
      'POST /login (token in the answer)': await call('POST', '/login', null, {
        data: { email: ama.email, password: 'Passw0rd!' },
      }),
      'GET /products/:id unknown (404)': await call('GET', '/products/999999', null),
    };
    expect(answers['POST /login (token in the answer)'].statusCode).toBe(200);
    for (const [what, res] of Object.entries(answers))
      expect(res.headers['cache-control'], what).toBe('no-store');
  });

  it('keeps public, no-cache with an ETag on anonymous public reads', async () => {
    const res = await call('GET', `/products/${product}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('image fields take only uploads of this server or https', () => {
  const bad = [
    '/x"onerror=alert(1)',
    'http://img.example/a.png',
    '/uploads/../etc/passwd',
    'javascript:alert(1)',
  ];

  it.each(bad)('refuses avatar %s', async (url) => {
    const res = await call('PUT', `/users/${ama.id}`, ama, { data: { avatarUrl: url } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'data.avatarUrl', message: IMAGE_URL_INVALID }]);
  });

  it.each(bad)('refuses shop image %s', async (url) => {
    const res = await call('PUT', `/business/${shop}`, vendor, { data: { imageUrl: url } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'data.imageUrl', message: IMAGE_URL_INVALID }]);
  });

  it('accepts an upload path and an https URL', async () => {
    for (const url of [
      '/uploads/2026/0123456789abcdef0123456789abcdef.webp',
      'https://cdn.example.com/a.png',
    ]) {
      const res = await call('PUT', `/users/${ama.id}`, ama, { data: { avatarUrl: url } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.avatarUrl).toBe(url);
    }
  });
});

describe('delivery addresses follow Ghana’s rules', () => {
  it.each([
    [{ phone: 'abc' }, 'data.phone', 'Invalid phone number!'],
    [{ phone: '12' }, 'data.phone', 'Invalid phone number!'],
    [{ phone: 'call me 😀' }, 'data.phone', 'Invalid phone number!'],
    [{ phone: '0241234' }, 'data.phone', 'Invalid phone number!'],
    [{ address: '.' }, 'data.address', ADDRESS_MESSAGES.addressTooShort],
    [{ city: '.' }, 'data.city', ADDRESS_MESSAGES.cityInvalid],
    [{ city: '' }, 'data.city', ADDRESS_MESSAGES.cityRequired],
    [{ city: 'C'.repeat(150) }, 'data.city', 'City is too long'],
    [{ state: '' }, 'data.state', ADDRESS_MESSAGES.regionRequired],
    [{ state: 'Narnia' }, 'data.state', ADDRESS_MESSAGES.regionInvalid],
    [{ zipCode: 'GA-123' }, 'data.zipCode', ADDRESS_MESSAGES.gpsInvalid],
    [{ country: 'Narnia' }, 'data.country', ADDRESS_MESSAGES.countryGhana],
  ])('refuses %o', async (change, path, message) => {
    const before = await dbFingerprint(t.database.db);
    const res = await call('POST', '/address', ama, { data: { ...delivery, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path, message }]);
    expect(await dbFingerprint(t.database.db)).toEqual(before);
  });

  it('takes Ghanaian and + international numbers, and writes region and GPS address the standard way', async () => {
    const res = await call('POST', '/address', ama, {
      data: {
        ...delivery,
        phone: '+44 20 7946 0958',
        state: 'greater accra region',
        zipCode: 'ga1234567',
        country: 'ghana',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(addressResponse.parse(res.json()).data).toMatchObject({
      phone: '+44 20 7946 0958',
      state: 'Greater Accra',
      zipCode: 'GA-123-4567',
      country: 'Ghana',
    });
    const update = await call('PUT', `/address/${res.json().data.id}`, ama, { data: { phone: 'abc' } });
    expect(update.statusCode).toBe(400);
  });

  it('refuses the same on an order’s own delivery address', async () => {
    const res = await call('POST', '/orders', ama, {
      data: { items: [{ productId: product, quantity: 1 }], delivery: { ...delivery, phone: 'abc' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'data.delivery.phone', message: 'Invalid phone number!' }]);
  });

  it('checks a shop’s GPS address where given', async () => {
    const bad = await call('PUT', `/business/${shop}`, vendor, { data: { gpsAddress: 'near the church' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'data.gpsAddress', message: ADDRESS_MESSAGES.gpsInvalid }]);
    const good = await call('PUT', `/business/${shop}`, vendor, { data: { gpsAddress: 'ak-0391-5542' } });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.gpsAddress).toBe('AK-0391-5542');
  });

  it('checks profile phones too', async () => {
    for (const phone of ['abcdefghijk', '1234567890', '+1234567890123456']) {
      const res = await call('PUT', `/users/${ama.id}`, ama, { data: { phone } });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().details, phone).toEqual([{ path: 'data.phone', message: 'Invalid phone number!' }]);
    }
    const ok = await call('PUT', `/users/${ama.id}`, ama, { data: { phone: '024 412 3456' } });
    expect(ok.statusCode).toBe(200);
  });
});

describe('no message is zod’s own English', () => {
  it('answers our message for a check without one', async () => {
    const res = await call('GET', '/users?limit=500', await createUser(t.app, 'admin'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid query parameter "limit": Must be at most 100',
      details: [{ path: 'limit', message: 'Must be at most 100' }],
    });
  });
});
