import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVariantPath, uploadCacheControl } from '../src/routes/web.js';
import { IMAGE_VARIANT_WIDTHS, imageVariantKey, sniffImage } from '../src/services/uploads.js';
import type { Json } from './accounts-helpers.js';
import { bearer, createTestApp, createUser, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await createUser(t.app, 'customer');
});
afterAll(() => t?.close());

// Real (decodable) 8 × 8 images, made once: uploads are decoded, so magic bytes alone no longer pass.
/** A solid-colour image (tiny once compressed, whatever its size in pixels). */
const solid = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } });
let PNG: Buffer;
let JPEG: Buffer;
let GIF: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, GIF, WEBP] = await Promise.all([
    solid().png().toBuffer(),
    solid().jpeg().toBuffer(),
    solid().gif().toBuffer(),
    solid().webp().toBuffer(),
  ]);
});

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

const IMMUTABLE = 'public, max-age=31536000, immutable';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

async function uploadBytes(body: Buffer) {
  const boundary = `----abossey${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.img"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(user) },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Every file under the year folders, sorted (uploads, variants and any leftover temporary file). */
async function allStoredFiles() {
  const all: string[] = [];
  for (const y of await readdir(uploadsDir()).catch(() => [] as string[]))
    if (/^\d{4}$/.test(y)) for (const f of await readdir(join(uploadsDir(), y))) all.push(`${y}/${f}`);
  return all.sort();
}

const uploadsDir = () => join(t.config.dataDir, 'uploads');
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('resized WebP variants of uploaded images', () => {
  it('writes 320/640/1280 px WebP variants next to a JPEG: upright, never enlarged, no metadata, cached for good', async () => {
    // Stored 1500 × 1000 with EXIF orientation 6 (rotate 90°): upright it is 1000 × 1500.
    const jpeg = await solid(1500, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await uploadBytes(jpeg);
    expect(res.status).toBe(201);
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/uploads\/\d{4}\/[0-9a-f]{32}\.jpg$/);

    const expected = { 320: [320, 480], 640: [640, 960], 1280: [1000, 1500] } as const;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variantUrl = imageVariantKey(url, width);
      expect(variantUrl).toBe(url.replace(/\.jpg$/, `.jpg.w${width}.webp`));
      const served = await get(variantUrl);
      expect(served.statusCode, variantUrl).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...expected[width]]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }

    // The original is kept as uploaded, and cached for good too.
    const original = await get(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe(IMMUTABLE);
    expect(original.rawPayload.equals(jpeg)).toBe(true);
  });

  it('gives a small PNG three variants at its own width, and a GIF none', async () => {
    const png = await uploadBytes(await solid(200, 100).png().toBuffer());
    expect(png.status).toBe(201);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const served = await get(imageVariantKey(png.body.data.url, width));
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
    }

    const before = await allStoredFiles();
    const gif = await uploadBytes(await solid(40, 40).gif().toBuffer());
    expect(gif.status).toBe(201);
    const key = gif.body.data.url.replace(/^\/uploads\//, '');
    expect(await allStoredFiles()).toEqual([...before, key].sort());
  });

  it('refuses an image that does not decode, or has too many pixels, with 400 and stores nothing', async () => {
    const before = await allStoredFiles();
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const flood = Buffer.from(await solid(8, 8).png().toBuffer());
    // A PNG whose header claims 20 000 × 20 000 pixels (400 MP): refused before any pixel is decoded.
    flood.writeUInt32BE(20_000, 16);
    flood.writeUInt32BE(20_000, 20);
    flood.writeUInt32BE(crc32(flood.subarray(12, 29)), 29);
    for (const [name, body, message] of [
      [
        'jpeg magic, garbage body',
        Buffer.concat([jpeg.subarray(0, 4), randomBytes(512)]),
        'This image could not be read',
      ],
      ['truncated jpeg', jpeg.subarray(0, jpeg.length - 40), 'This image could not be read'],
      [
        'png magic, garbage body',
        Buffer.concat([flood.subarray(0, 8), randomBytes(256)]),
        'This image could not be read',
      ],
      [
        'gif magic, no frame',
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'This image could not be read',
      ],
      ['pixel flood', flood, 'Image must be at most 50 megapixels'],
    ] as const) {
      const res = await uploadBytes(body);
      expect(res, name).toEqual({ status: 400, body: { message, error: 'Bad Request' } });
    }
    expect(await allStoredFiles()).toEqual(before);
  });

  it('makes the variants of an image uploaded before variants existed on first request', async () => {
    const key = `2025/${randomBytes(16).toString('hex')}.png`;
    await mkdir(join(uploadsDir(), '2025'), { recursive: true });
    await writeFile(join(uploadsDir(), key), await solid(700, 350).png().toBuffer());
    const served = await get(`/uploads/${imageVariantKey(key, 640)}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    for (const width of IMAGE_VARIANT_WIDTHS)
      expect(existsSync(join(uploadsDir(), imageVariantKey(key, width)))).toBe(true);

    // No original, a width we do not make, or a GIF original: a plain 404, nothing written.
    const missing = `2025/${randomBytes(16).toString('hex')}.png`;
    expect((await get(`/uploads/${imageVariantKey(missing, 320)}`)).statusCode).toBe(404);
    expect((await get(`/uploads/${imageVariantKey(key, 500)}`)).statusCode).toBe(404);
    const gif = `2025/${randomBytes(16).toString('hex')}.gif`;
    await writeFile(join(uploadsDir(), gif), await solid(8, 8).gif().toBuffer());
    expect((await get(`/uploads/${gif}.w320.webp`)).statusCode).toBe(404);
    expect(existsSync(join(uploadsDir(), missing))).toBe(false);
    expect(existsSync(join(uploadsDir(), `${gif}.w320.webp`))).toBe(false);
  });

  it('caches only random upload names for good: the demo images may be redrawn under the same name', async () => {
    await mkdir(join(uploadsDir(), 'seed'), { recursive: true });
    await writeFile(
      join(uploadsDir(), 'seed', 'brake-pads.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const seed = await get('/uploads/seed/brake-pads.svg');
    expect(seed.statusCode).toBe(200);
    expect(seed.headers['cache-control']).toBe('public, max-age=86400');

    const hex = 'a'.repeat(32);
    expect(uploadCacheControl(`2026/${hex}.png`)).toBe(IMMUTABLE);
    expect(uploadCacheControl(`2026/${hex}.png.w320.webp`)).toBe(IMMUTABLE);
    expect(uploadCacheControl(`2026\\${hex}.gif`)).toBe(IMMUTABLE);
    expect(uploadCacheControl('seed/brake-pads.svg')).toBe('public, max-age=86400');
    expect(uploadCacheControl(`2026/${hex}.svg`)).toBe('public, max-age=86400');
    expect(parseVariantPath(`/uploads/2026/${hex}.jpg.w1280.webp`)).toEqual({
      key: `2026/${hex}.jpg`,
      width: 1280,
    });
    expect(parseVariantPath(`/uploads/2026/${hex}.gif.w320.webp`)).toBeNull();
    expect(parseVariantPath(`/uploads/2026/../${hex}.jpg.w320.webp`)).toBeNull();
  });
});
