import { errorBody, UPLOAD_MAX_BYTES, uploadResponse } from '@abossey/sdk';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../plugins/auth.js';
import { HttpError } from '../services/errors.js';
import { ImageDecodeError, sniffImage, storeImage } from '../services/uploads.js';

const ONLY_IMAGES = 'Only image files are allowed';
const TOO_LARGE = 'File must be less than 5MB';
const NO_FILE = 'Please upload an image file';
const UNREADABLE = 'This image could not be read';
const TOO_MANY_PIXELS = 'Image must be at most 50 megapixels';

/**
 * `POST /api/uploads` (signed in): one multipart file field `file`, a JPEG, PNG, GIF or WebP image of at most 5 MB,
 * recognised by its bytes. Stored under a random name (the client's file name is never used), served back from
 * `/uploads/`; answers `{data: {secure_url, url, bytes, format}}` like the hosted image service of §7. A JPEG, PNG
 * or WebP also gets resized WebP variants (`<url>.w320.webp`, `.w640`, `.w1280`; ADR 0013); an image that does not
 * decode, or has more than 50 megapixels, is refused with 400 and nothing is stored.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  app.post(
    '/uploads',
    {
      preValidation: requireAuth,
      schema: {
        summary: 'Upload an image (multipart field "file"; jpeg, png, gif or webp; at most 5 MB)',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, 400: errorBody, 401: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, NO_FILE);
      let body: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || body) {
            part.file.resume();
            continue;
          }
          body = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, TOO_LARGE);
        if (error instanceof app.multipartErrors.FilesLimitError)
          throw new HttpError(400, 'Upload one file at a time');
        if (
          error instanceof app.multipartErrors.PartsLimitError ||
          error instanceof app.multipartErrors.FieldsLimitError ||
          error instanceof app.multipartErrors.InvalidMultipartContentTypeError
        )
          throw new HttpError(400, NO_FILE);
        throw error;
      }
      if (!body || body.length === 0) throw new HttpError(400, NO_FILE);
      const format = sniffImage(body);
      if (!format) throw new HttpError(400, ONLY_IMAGES);
      let stored: Awaited<ReturnType<typeof storeImage>>;
      try {
        stored = await storeImage(app.fileStorage, body, format);
      } catch (error) {
        if (!(error instanceof ImageDecodeError)) throw error;
        request.log.info({ reason: error.message, format }, 'upload refused: image does not decode');
        throw new HttpError(400, error.tooManyPixels ? TOO_MANY_PIXELS : UNREADABLE);
      }
      reply.status(201);
      return {
        data: { secure_url: stored.url, url: stored.url, bytes: stored.bytes, format: stored.format },
      };
    },
  );
};
