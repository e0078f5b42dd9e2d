import { z } from '../zod.js';
import { envelope } from './common.js';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadFormats = ['jpg', 'png', 'gif', 'webp'] as const;

/** What `POST /uploads` answers — `secure_url` like the hosted image service the spec used (§7). */
export const uploadResult = z.object({
  secure_url: z.string(),
  url: z.string(),
  bytes: z.number().check(z.int(), z.nonnegative()),
  format: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
export const uploadResponse = envelope(uploadResult);
