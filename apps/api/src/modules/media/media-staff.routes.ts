import { ErrorPayloadSchema, IMAGE_MESSAGES, IMAGE_UPLOAD_MAX_BYTES, ImageUploadAnswerSchema } from '@shop/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { MediaService } from './media.service.ts';

const MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024;
const SEND_THE_FILE =
  'Send the picture itself as the request body, with its type (image/jpeg, image/png, image/webp or image/avif).';
const tooLarge = () =>
  new AppError(413, 'IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge, { file: [IMAGE_MESSAGES.tooLarge] });

/**
 * Picture uploads (issue 26, item 2). The body is the file as it is, as the stock import's is: any `image/*` type, or
 * `application/octet-stream`, since the type is read from the bytes and the header is not believed. Both catalog and
 * content editors upload with `catalog:write`: every role with `content:write` has it too.
 */
export const mediaStaffRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.removeAllContentTypeParsers();
  const asBytes = { parseAs: 'buffer' as const, bodyLimit: IMAGE_UPLOAD_MAX_BYTES };
  const keep = (_request: unknown, body: Buffer | string, done: (err: null, body: Buffer | string) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\/[\w.+-]+$/, asBytes, keep);
  app.addContentTypeParser('application/octet-stream', asBytes, keep);
  // The body parser's own refusals, in the words of an upload; every other error goes on unchanged.
  app.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_TYPE')
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE, { file: [SEND_THE_FILE] });
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw new AppError(422, 'VALIDATION_FAILED', IMAGE_MESSAGES.empty);
    throw err;
  });

  app.post(
    '/images',
    {
      config: { staff: 'catalog:write' },
      schema: {
        operationId: 'staffUploadImage',
        tags: ['staff'],
        summary:
          `Uploads a picture (JPEG, PNG, WebP or AVIF, at most ${MEGABYTES} MB and 40 megapixels, sent as the body): ` +
          're-encoded without its metadata to WebP (and AVIF when smaller) at 320, 640 and 1,200 pixels wide; answers ' +
          'the key to keep in a product, banner or category, and its URLs',
        security: STAFF_SECURITY,
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'],
        body: z.unknown().describe('The picture file'),
        response: {
          201: ImageUploadAnswerSchema,
          401: ErrorPayloadSchema,
          403: ErrorPayloadSchema.describe('The role lacks catalog:write, or a write came without the CSRF token.'),
          413: ErrorPayloadSchema.describe(`The file is larger than ${MEGABYTES} MB.`),
          415: ErrorPayloadSchema.describe('The body is not a file (JSON, a form, text).'),
          422: ErrorPayloadSchema.describe(
            'Not a JPEG, PNG, WebP or AVIF by its bytes (an SVG, a GIF, a PDF), a picture hiding another format (a ' +
              'polyglot), more than 40 megapixels (a decompression bomb), empty or damaged: `errors.file` says which.',
          ),
          503: ErrorPayloadSchema.describe('Too many uploads are waiting: try again in a moment.'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      return reply.code(201).send(await media.upload(actorOf(request), bytes));
    },
  );
};
