import { ErrorPayloadSchema, IMAGE_UPLOAD_FOLDER, uploadedFile } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notModified } from '../../lib/conditional-get.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ImageStorage } from './image-storage.ts';

/** An upload's name is made from its content, so its bytes never change: caches keep it for a year unasked. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Where this server serves the uploads: the path of IMAGE_BASE_URL (`/images`, or `/images` of
 * `https://cdn.example/images`, the path a CDN pulls from this server), then `/uploads`.
 */
export function imageFilesPrefix(imageBase: string): string {
  const pathname = /^https?:\/\//i.test(imageBase) ? new URL(imageBase).pathname : imageBase;
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`.replace(/\/$/, '');
}

const ParamsSchema = z.object({ file: z.string().describe('{id}-{width}.webp or {id}-{width}.avif') });

/** Uploaded pictures, from the image storage: only names an upload makes, each with its ETag. */
export const imageFilesRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (app, { storage }) => {
  app.get(
    `/${IMAGE_UPLOAD_FOLDER}/:file`,
    {
      schema: {
        operationId: 'getUploadedImage',
        tags: ['images'],
        summary: 'An uploaded picture at one width, as WebP or AVIF',
        params: ParamsSchema,
        response: {
          200: {
            description: 'The picture.',
            content: { 'image/webp': { schema: z.unknown() }, 'image/avif': { schema: z.unknown() } },
          },
          304: z.null().describe('Not modified: the copy the client names in If-None-Match is current.'),
          404: ErrorPayloadSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const image = uploadedFile(file) ? await storage.get(`${IMAGE_UPLOAD_FOLDER}/${file}`) : undefined;
      if (!image) throw new NotFoundError('No such picture.');
      reply
        .header('cache-control', FOREVER)
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, a picture is a document: it may load nothing.
        .header('content-security-policy', "default-src 'none'");
      if (notModified(request, image.etag)) {
        image.stream.destroy();
        return reply.code(304).send(null);
      }
      return reply.type(image.contentType).header('content-length', image.size).send(image.stream);
    },
  );
};
