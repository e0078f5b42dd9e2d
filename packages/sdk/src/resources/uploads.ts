import { NetworkError, toApiError } from '../errors.js';
import type { Requester, RequestOptions } from '../request.js';
import type { UploadResult } from '../schemas/uploads.js';

/** A Cloudinary-compatible image host (unsigned uploads with a preset), instead of the API's own `/uploads`. */
export interface UploadHostOptions {
  /** e.g. `https://api.cloudinary.com/v1_1/<cloud>/image/upload` */
  url: string;
  /** The unsigned upload preset. */
  preset: string;
}

export interface UploadOptions extends RequestOptions {
  /** File name sent with the form (the server never uses it for storage). */
  filename?: string;
  /** Add a `timestamp` field (the spec sends one with profile images). */
  timestamp?: boolean;
}

const FALLBACK = 'Failed to upload image';

export function uploadsResource(request: Requester, host?: UploadHostOptions, fetchImpl?: typeof fetch) {
  return {
    /** Uploads one image (jpeg, png, gif, webp; at most 5 MB) and answers its `secure_url`. */
    create: async (file: Blob, options: UploadOptions = {}): Promise<UploadResult> => {
      const form = new FormData();
      const name =
        options.filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
      form.append('file', file, name);
      if (!host) {
        return (
          await request({
            method: 'POST',
            path: '/uploads',
            body: form,
            schema: 'uploadResponse',
            fallback: FALLBACK,
            options,
          })
        ).data;
      }
      form.append('upload_preset', host.preset);
      if (options.timestamp) form.append('timestamp', String(Math.floor(Date.now() / 1000)));
      const doFetch = fetchImpl ?? globalThis.fetch;
      let response: Response;
      try {
        response = await doFetch(host.url, {
          method: 'POST',
          body: form,
          signal: options.signal,
          ...(options.headers ? { headers: options.headers } : {}),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new NetworkError(undefined, error);
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        // Cloudinary answers {error: {message}}.
        const nested = (body as { error?: { message?: unknown } } | null)?.error?.message;
        throw toApiError(response.status, typeof nested === 'string' ? { message: nested } : body, FALLBACK);
      }
      const result = body as Partial<UploadResult> | null;
      if (!result?.secure_url)
        throw toApiError(502, { message: 'Image upload did not return a URL' }, FALLBACK);
      return {
        secure_url: result.secure_url,
        url: result.url ?? result.secure_url,
        bytes: result.bytes ?? file.size,
        format: result.format ?? '',
      };
    },
  };
}
