import { FetchError, ofetch } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import { createHttp, type HttpCall } from './http.js';

// The client's transport was ofetch 1.5 (a dev dependency now, for this comparison): every case here goes through
// both and must give the same request and the same parsed answer.

interface Seen {
  url: string;
  method: string | undefined;
  headers: [string, string][];
  body: unknown;
}

function recorder(answer: () => Response) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method,
      headers: [...new Headers(init?.headers)],
      body: init?.body,
    });
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

async function both(base: string, path: string, call: HttpCall, answer = () => Response.json({ ok: 1 })) {
  const old = recorder(answer);
  const ours = recorder(answer);
  const viaOfetch = ofetch
    .create({ baseURL: base, retry: 0 }, { fetch: old.fetch })(path, {
      method: call.method as 'GET',
      query: call.query,
      body: call.body as Record<string, unknown>,
      headers: call.headers,
      signal: call.signal,
    })
    .then(
      (data: unknown) => data,
      (error: unknown) => (error instanceof FetchError ? error.data : Promise.reject(error)),
    );
  const viaHttp = createHttp(base, ours.fetch)(path, call).then((answer) => answer.data);
  return { old: { data: await viaOfetch, seen: old.seen }, ours: { data: await viaHttp, seen: ours.seen } };
}

const get = (query?: Record<string, unknown>): HttpCall => ({
  method: 'GET',
  query,
  headers: { accept: 'application/json' },
});

describe('the client transport sends what ofetch sent', () => {
  it.each([
    ['/api', '/products'],
    ['/api/', '/products'],
    ['/api', 'products'],
    ['/api', './products'],
    ['/api', '/'],
    ['/api', '/api/products'],
    ['/api', '/apiary'],
    ['/', '/products'],
    ['', '/products'],
    ['https://abossey.example/api', '/products/12'],
    ['https://abossey.example/api/', '/products/12'],
    ['http://localhost:3000/api', '/business/3/products'],
    ['/api', 'https://cdn.example/x'],
  ])('base %j, path %j', async (base, path) => {
    const { old, ours } = await both(base, path, get());
    expect(ours.seen).toEqual(old.seen);
  });

  it.each<[string, Record<string, unknown>]>([
    ['plain', { page: 1, limit: 20, sort: 'newest' }],
    [
      'spaces, plus, slash, hash, ampersand, equals',
      { q: 'brake pads + discs/rotors #2 & more = a', 'a=b': 'c' },
    ],
    ['unicode and symbols', { q: 'Pièces détachées 汽车 ؟ `^|{}[]"<>%', x: "it's ~!*()" }],
    ['booleans, zero, false', { inStock: true, used: false, min: 0 }],
    ['arrays', { make: ['Toyota', 'Honda Civic'], ids: [1, 2, 3], none: [] }],
    ['objects', { filter: { make: 'Toyota', year: 2015 } }],
    ['empty', {}],
    ['encoded already', { q: '%20%2F%zz' }],
  ])('query: %s', async (_, query) => {
    const { old, ours } = await both('https://abossey.example/api', '/products', get(query));
    expect(ours.seen).toEqual(old.seen);
  });

  it.each<[string, HttpCall]>([
    [
      'a JSON object',
      { method: 'POST', body: { a: 1, b: [true, null] }, headers: { accept: 'application/json' } },
    ],
    ['an array', { method: 'PUT', body: [1, 2], headers: {} }],
    ['lower-case method', { method: 'delete', body: { id: 3 }, headers: { accept: 'application/json' } }],
    ['a string', { method: 'POST', body: 'raw text', headers: {} }],
    ['form data', { method: 'POST', body: new FormData(), headers: { accept: 'application/json' } }],
    [
      'an idempotency key and a token',
      {
        method: 'POST',
        body: { line: 1 },
        headers: { accept: 'application/json', authorization: 'Bearer t', 'idempotency-key': 'k-1' },
      },
    ],
    ['no body', { method: 'POST', headers: { accept: 'application/json' } }],
  ])('body: %s', async (_, call) => {
    const { old, ours } = await both('/api', '/orders', call);
    expect(ours.seen).toEqual(old.seen);
  });
});

describe('the client transport parses what ofetch parsed', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  it.each<[string, () => Response]>([
    ['JSON', () => Response.json({ data: [{ id: 1 }], meta: { total: 1 } })],
    ['a JSON error', () => Response.json({ message: 'Not found' }, { status: 404 })],
    ['a proxy HTML error', () => new Response('<html>Bad gateway</html>', { status: 502, headers: json })],
    ['an empty JSON body', () => new Response('', { headers: json })],
    ['no content type', () => new Response('{"a":1}')],
    ['204', () => new Response(null, { status: 204 })],
    ['text', () => new Response('pong', { headers: { 'content-type': 'text/plain' } })],
    [
      'problem+json',
      () =>
        new Response('{"title":"x"}', {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    ],
    ['a string', () => new Response('"quoted"', { headers: json })],
    ['numbers and literals', () => new Response('[1, 2.5, -3e2, true, false, null]', { headers: json })],
    [
      'a prototype key',
      () =>
        new Response('{"__proto__":{"x":1},"a":{"constructor":{"prototype":{}}},"b":2}', { headers: json }),
    ],
    ['500 without a body', () => new Response(null, { status: 500 })],
  ])('%s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { old, ours } = await both('/api', '/x', get(), answer);
    expect(ours.data).toEqual(old.data);
    warn.mockRestore();
  });

  it('answers a binary type as a Blob', async () => {
    const { old, ours } = await both(
      '/api',
      '/x',
      get(),
      () => new Response('PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    expect(ours.data).toBeInstanceOf(Blob);
    expect(await (ours.data as Blob).text()).toBe(await (old.data as Blob).text());
  });

  it('answers the status, and rejects only without an answer', async () => {
    const http = createHttp('/api', (async () => Response.json({}, { status: 409 })) as typeof fetch);
    await expect(http('/x', get())).resolves.toMatchObject({ status: 409 });
    const offline = createHttp('/api', (async () =>
      Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    await expect(offline('/x', get())).rejects.toThrow('Failed to fetch');
  });
});

describe('upload progress (issue 24)', () => {
  /** A stand-in XMLHttpRequest: reports the upload in two steps, then answers JSON. */
  class FakeXhr {
    static last: FakeXhr | undefined;
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name === 'content-type' ? 'application/json; charset=utf-8' : null;
    }
    abort() {}
    send(body: unknown) {
      this.body = body;
      FakeXhr.last = this;
      const total = String(body).length;
      this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
      this.status = 200;
      this.responseText = JSON.stringify({ data: { ok: true } });
      this.onload?.();
    }
  }

  it('sends a call that follows its upload with XMLHttpRequest, and reads its answer as fetch would', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const progress: [number, number][] = [];
      const answer = await createHttp('/api')('/business/3/catalogue/import', {
        method: 'POST',
        body: { data: { csv: 'sku\nA' } },
        headers: { authorization: 'Bearer t' },
        onUploadProgress: (sent, total) => progress.push([sent, total]),
      });
      expect(answer).toEqual({ status: 200, data: { data: { ok: true } } });
      const body = JSON.stringify({ data: { csv: 'sku\nA' } });
      expect(FakeXhr.last).toMatchObject({
        method: 'POST',
        url: '/api/business/3/catalogue/import',
        body,
        headers: {
          authorization: 'Bearer t',
          'content-type': 'application/json',
          accept: 'application/json',
        },
      });
      expect(progress).toEqual([
        [Math.floor(body.length / 2), body.length],
        [body.length, body.length],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses fetch when no one follows the upload, or with a fetch of its own', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    try {
      const { fetch, seen } = recorder(() => Response.json({ ok: 1 }));
      await createHttp('/api', fetch)('/x', {
        method: 'POST',
        body: { a: 1 },
        headers: {},
        onUploadProgress: () => {},
      });
      expect(seen).toHaveLength(1);
      expect(FakeXhr.last).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
