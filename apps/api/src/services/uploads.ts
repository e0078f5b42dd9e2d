import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Image kinds accepted, recognised by their first bytes (never by the client's name or content type). */
export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

const contentTypes: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The real format of a file from its magic bytes, or null when it is not a JPEG, PNG, GIF or WebP image. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  const ascii = (text: string, offset = 0) =>
    starts(
      [...text].map((c) => c.charCodeAt(0)),
      offset,
    );
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && (ascii('GIF87a') || ascii('GIF89a'))) return 'gif';
  if (bytes.length >= 12 && ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  return null;
}

/**
 * Where uploaded files live. Local disk today (`DATA_DIR/uploads`, served at `/uploads/`); an S3-compatible
 * implementation only needs `put` (PutObject with the content type) and a public base URL.
 */
export interface FileStorage {
  /** Stores the bytes under `key` (`2026/<random>.png`) and answers the URL clients load it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
}

/** Files under `root`, answered as `${publicPrefix}${key}`. Written to a temporary name first, then renamed. */
export function localFileStorage(root: string, publicPrefix = '/uploads/'): FileStorage {
  return {
    async put(key, body) {
      const target = join(root, key);
      await mkdir(join(target, '..'), { recursive: true });
      const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return `${publicPrefix}${key}`;
    },
  };
}

export interface StoredImage {
  url: string;
  bytes: number;
  format: ImageFormat;
}

/** Stores an image under a fresh random name in a folder per year. The client's file name is never used. */
export async function storeImage(
  storage: FileStorage,
  body: Buffer,
  format: ImageFormat,
): Promise<StoredImage> {
  const key = `${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${format}`;
  const url = await storage.put(key, body, contentTypes[format]);
  return { url, bytes: body.length, format };
}
