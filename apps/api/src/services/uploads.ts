import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';

/** Image kinds accepted, recognised by their first bytes (never by the client's name or content type). */
export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

const contentTypes: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Widths of the WebP variants written next to every uploaded JPEG, PNG or WebP image. The storefront derives their
 * URLs from the original's (`imageSources` in packages/ui keeps the same widths and naming: change both together).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

/** The key (or URL) of a variant: the original's with `.w<width>.webp` appended (`2026/ab12.png.w320.webp`). */
export const imageVariantKey = (key: string, width: number) => `${key}.w${width}.webp`;

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
  /** Removes what `put` stored under `key` (nothing when there is none). */
  remove(key: string): Promise<void>;
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
    async remove(key) {
      await rm(join(root, key), { force: true });
    },
  };
}

/**
 * Decoding is bounded: at most 50 megapixels (a 48 MP phone photo passes; a "pixel flood" PNG of 5 MB that claims
 * 100 000 × 100 000 pixels is refused before any pixel is decoded), and any decoder warning (a truncated JPEG) is
 * an error rather than a half-grey picture.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;

/** An upload sharp cannot decode, or one over the pixel limit: the client's fault (400), never a 500. */
export class ImageDecodeError extends Error {
  constructor(
    message: string,
    readonly tooManyPixels = false,
  ) {
    super(message);
  }
}

/** Formats that get resized WebP variants. GIF does not: it may be animated, and a still first frame would lose that. */
const hasVariants = (format: ImageFormat) => format !== 'gif';

/**
 * sharp (libvips) is loaded on the first image, not at start: it adds about 30 MB of resident memory to a server
 * that may never receive an upload (issue 9: idle RSS and cold start).
 */
let sharpModule: Promise<(input: Buffer, options?: SharpOptions) => Sharp> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
};

/**
 * The resized WebP variants of an image (`IMAGE_VARIANT_WIDTHS`, 320/640/1280 px wide): rotated upright from the
 * EXIF orientation, never enlarged (an image 500 px wide gives three variants 500 px wide, so every name the
 * client derives exists), metadata stripped (sharp keeps none unless asked). An animated WebP gives its first
 * frame. Throws `ImageDecodeError` when the bytes do not decode. A GIF is only decoded (checked), no variants.
 */
async function imageVariants(body: Buffer, format: ImageFormat): Promise<{ width: number; body: Buffer }[]> {
  const sharp = await loadSharp();
  try {
    if (!hasVariants(format)) {
      await sharp(body, decodeOptions).raw().toBuffer();
      return [];
    }
    return await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        body: await sharp(body, decodeOptions)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 3 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageDecodeError(message, /pixel limit/i.test(message));
  }
}

export interface StoredImage {
  url: string;
  bytes: number;
  format: ImageFormat;
}

/**
 * Stores an image under a fresh random name in a folder per year (the client's file name is never used), with its
 * WebP variants next to it (`2026/<random>.png.w320.webp`, see `imageVariantKey`). Everything is decoded before
 * anything is written, so an image that does not decode (`ImageDecodeError`) leaves no file; the original is written
 * last, so an original on disk always has its variants. `wx` writes and 128 random bits: a key is never reused, so
 * every file under it may be cached for good.
 */
export async function storeImage(
  storage: FileStorage,
  body: Buffer,
  format: ImageFormat,
): Promise<StoredImage> {
  const key = `${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${format}`;
  const variants = await imageVariants(body, format);
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const variantKey = imageVariantKey(key, variant.width);
      written.push(variantKey);
      await storage.put(variantKey, variant.body, 'image/webp');
    }
    const url = await storage.put(key, body, contentTypes[format]);
    return { url, bytes: body.length, format };
  } catch (error) {
    await Promise.all(written.map((k) => storage.remove(k).catch(() => undefined)));
    throw error;
  }
}

const backfills = new Map<string, Promise<boolean>>();

/**
 * For an image uploaded before variants existed: writes its variants (once, however many requests ask at the same
 * time) and answers the variant's file path, or null when the original is missing or does not decode (a 404).
 * `key` is `2026/<hex>.png`, already checked against the upload name pattern by the caller.
 */
export async function ensureImageVariants(
  uploadsDir: string,
  key: string,
  width: number,
): Promise<string | null> {
  const file = join(uploadsDir, imageVariantKey(key, width));
  if (existsSync(file)) return file;
  let pending = backfills.get(key);
  if (!pending) {
    pending = (async () => {
      const original = await readFile(join(uploadsDir, key)).catch(() => null);
      const format = original ? sniffImage(original) : null;
      if (!original || !format || !hasVariants(format)) return false;
      const variants = await imageVariants(original, format).catch(() => []);
      const storage = localFileStorage(uploadsDir);
      for (const variant of variants)
        await storage.put(imageVariantKey(key, variant.width), variant.body, 'image/webp');
      return variants.length > 0;
    })().finally(() => backfills.delete(key));
    backfills.set(key, pending);
  }
  return (await pending) && existsSync(file) ? file : null;
}
