import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../src/services/uploads.js';
import type { Json } from './accounts-helpers.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await createUser(t.app, 'customer');
});
afterAll(() => t?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0ff6b0000000049454e44ae426082',
    'hex',
  ),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** A multipart body with the given parts. */
function form(parts: { name: string; filename?: string; type?: string; body: Buffer | string }[]) {
  const boundary = `----abossey${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (parts: Parameters<typeof form>[0], who: TestUser | null = user) => {
  const { payload, headers } = form(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { ...headers, ...(who ? bearer(who) : {}) },
  });
  return { status: res.statusCode, body: res.json() as Json };
};

const storedFiles = async () => {
  const root = join(t.config.dataDir, 'uploads');
  const years = await readdir(root).catch(() => [] as string[]);
  const all: string[] = [];
  for (const y of years)
    if (/^\d{4}$/.test(y)) for (const f of await readdir(join(root, y))) all.push(`${y}/${f}`);
  return all;
};

describe('POST /api/uploads', () => {
  it('stores a PNG under a random name and serves it back', async () => {
    const res = await upload([
      { name: 'file', filename: '../../etc/passwd.png', type: 'image/png', body: PNG },
    ]);
    expect(res.status).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(res.body.data).toEqual({
      secure_url: expect.stringMatching(new RegExp(`^/uploads/${year}/[0-9a-f]{32}\\.png$`)),
      url: res.body.data.secure_url,
      bytes: PNG.length,
      format: 'png',
    });
    const stored = await readFile(join(t.config.dataDir, res.body.data.secure_url.replace(/^\//, '')));
    expect(stored.equals(PNG)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('recognises JPEG, GIF and WebP by their bytes, whatever the name or declared type', async () => {
    for (const [body, format] of [
      [JPEG, 'jpg'],
      [GIF, 'gif'],
      [WEBP, 'webp'],
    ] as const) {
      const res = await upload([{ name: 'file', filename: 'photo.txt', type: 'text/plain', body }]);
      expect(res.status, format).toBe(201);
      expect(res.body.data.format).toBe(format);
      expect(res.body.data.secure_url.endsWith(`.${format}`)).toBe(true);
    }
  });

  it('refuses files that are not images (by content) and stores nothing', async () => {
    const before = await storedFiles();
    for (const body of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.4'),
      Buffer.from('GIF8'),
    ]) {
      const res = await upload([{ name: 'file', filename: 'cat.png', type: 'image/png', body }]);
      expect(res).toEqual({
        status: 400,
        body: { message: 'Only image files are allowed', error: 'Bad Request' },
      });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('accepts images up to 5 MB (more than the JSON body limit)', async () => {
    const body = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const res = await upload([{ name: 'file', filename: 'big.png', type: 'image/png', body }]);
    expect(res.status).toBe(201);
    expect(res.body.data.bytes).toBe(5 * 1024 * 1024);
  });

  it('refuses files over 5 MB with 413', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload([{ name: 'file', filename: 'big.png', type: 'image/png', body: big }]);
    expect(res).toEqual({
      status: 413,
      body: { message: 'File must be less than 5MB', error: 'Payload Too Large' },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('needs a file in the field "file"', async () => {
    const none = await upload([{ name: 'note', body: 'hello' }]);
    expect(none).toEqual({
      status: 400,
      body: { message: 'Please upload an image file', error: 'Bad Request' },
    });
    const wrongField = await upload([{ name: 'image', filename: 'a.png', type: 'image/png', body: PNG }]);
    expect(wrongField.status).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'x' },
      headers: bearer(user),
    });
    expect(json.statusCode).toBe(400);
    const two = await upload([
      { name: 'file', filename: 'a.png', type: 'image/png', body: PNG },
      { name: 'file', filename: 'b.png', type: 'image/png', body: PNG },
    ]);
    expect(two.status).toBe(400);
  });

  it('needs sign-in', async () => {
    const before = await storedFiles();
    const res = await upload([{ name: 'file', filename: 'a.png', type: 'image/png', body: PNG }], null);
    expect(res.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('sniffImage', () => {
  it('knows the four formats and nothing else', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpg');
    expect(sniffImage(GIF)).toBe('gif');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(Buffer.from('RIFF0000WAVE'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    expect(sniffImage(PNG.subarray(0, 4))).toBeNull();
  });
});
