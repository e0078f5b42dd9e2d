/**
 * The HTTP call under `createClient`'s requests, on the platform's `fetch` (issue 23: ofetch, ufo and destr were about
 * 3 KB gzip of every first page). It does what ofetch 1.5 did with the options the client gave it — a base URL, a
 * query, a JSON body, no retries — so the URLs, bodies, headers and parsed answers are the same: `http.test.ts` holds
 * them to it. Paths carry no query of their own (the resources pass `query`).
 */

export interface HttpCall {
  method: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Told how much of the body has gone out (issue 24: a 5,000-row CSV on a slow line); sent with XHR then. */
  onUploadProgress?: ((sent: number, total: number) => void) | undefined;
}

export interface HttpAnswer {
  status: number;
  /** The parsed body: JSON when it is JSON (else its text), text for text types, a Blob otherwise. */
  data: unknown;
}

/** ufo's query encoding: `+` for spaces, `/`, `#`, `&` and `+` escaped, arrays as repeated keys, objects as JSON. */
const encodeValue = (value: unknown) =>
  encodeURI(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');
const encodeKey = (key: string) => encodeValue(key).replace(/=/g, '%3D');

function queryString(query: Record<string, unknown>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const item = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
      if (!item) return encodeKey(key);
      if (Array.isArray(item)) return item.map((one) => `${encodeKey(key)}=${encodeValue(one)}`).join('&');
      return `${encodeKey(key)}=${encodeValue(item)}`;
    })
    .filter(Boolean)
    .join('&');
}

/** ufo's `withBase`: the path under the base, unless it is absolute or already under it. */
function withBase(path: string, base: string): string {
  if (!base || base === '/' || /^[\s\w\0+.-]{2,}:([/\\]{2})?/.test(path)) return path;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  const next = path[trimmed.length];
  if (path.startsWith(trimmed) && (!next || next === '/' || next === '?')) return path;
  if (!path || path === '/') return trimmed;
  return (trimmed.endsWith('/') ? trimmed : `${trimmed}/`) + path.replace(/^\.?\//, '');
}

/** ofetch's test of a body it sends as JSON (FormData, blobs and buffers go as they are). */
function isJsonBody(body: unknown): boolean {
  if (typeof body === 'string' || typeof body === 'number' || typeof body === 'boolean') return true;
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  if ((body as { buffer?: unknown }).buffer) return false;
  if (body instanceof FormData || body instanceof URLSearchParams) return false;
  return body.constructor?.name === 'Object' || typeof (body as { toJSON?: unknown }).toJSON === 'function';
}

// destr's guard, which ofetch parsed with: a key that could reach a prototype is dropped. Only texts that could hold
// one are parsed with the reviver (it slows JSON.parse down).
const SUSPECT = /__proto__|constructor|\\u00/;
const dropPrototypeKeys = (key: string, value: unknown) =>
  key === '__proto__' || (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value)
    ? undefined
    : value;

/** JSON when the text is JSON, else the text itself (an HTML error page from a proxy, an empty body). */
function parseJson(text: string): unknown {
  try {
    return SUSPECT.test(text) ? JSON.parse(text, dropPrototypeKeys) : JSON.parse(text);
  } catch {
    return text;
  }
}

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;
const TEXT_TYPES = new Set(['image/svg', 'application/xml', 'application/xhtml', 'application/html']);
const NULL_BODY = new Set([101, 204, 205, 304]);

async function readBody(response: Response, method: string): Promise<unknown> {
  if (!response.body || NULL_BODY.has(response.status) || method === 'HEAD') return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (!type || JSON_TYPE.test(type)) return parseJson(await response.text());
  if (type === 'text/event-stream') return response.body;
  if (TEXT_TYPES.has(type) || type.startsWith('text/')) return response.text();
  return response.blob();
}

/**
 * `fetch` on XMLHttpRequest, for a call that wants to follow its upload (`fetch` reports no upload progress). Only
 * what readBody needs of the answer is kept: its status, content type and text.
 */
function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onUploadProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      if (type) headers.set('content-type', type);
      const body = NULL_BODY.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The call was aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * Sends one call and reads its answer. Rejects only when no answer came (offline, refused, aborted) or its body could
 * not be read; an HTTP error status is an answer like any other.
 */
export function createHttp(baseUrl: string, customFetch?: typeof fetch) {
  return async (path: string, call: HttpCall): Promise<HttpAnswer> => {
    const method = call.method.toUpperCase();
    let url = withBase(path, baseUrl);
    const search = call.query ? queryString(call.query) : '';
    if (search) url += `?${search}`;
    const headers = new Headers(call.headers);
    let body = call.body;
    if (body && ['PATCH', 'POST', 'PUT', 'DELETE'].includes(method) && isJsonBody(body)) {
      const type = headers.get('content-type');
      if (typeof body !== 'string')
        body =
          type === 'application/x-www-form-urlencoded'
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body);
      if (!type) headers.set('content-type', 'application/json');
      if (!headers.has('accept')) headers.set('accept', 'application/json');
    }
    const init: RequestInit = { method, headers, body: body as BodyInit | undefined, signal: call.signal };
    const response =
      call.onUploadProgress && !customFetch && typeof XMLHttpRequest !== 'undefined'
        ? await fetchWithUploadProgress(url, init, call.onUploadProgress)
        : await (customFetch ?? globalThis.fetch)(url, init);
    return { status: response.status, data: await readBody(response, method) };
  };
}
