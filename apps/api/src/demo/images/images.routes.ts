import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DrawingRasters } from './drawing-rasters.ts';
import { ImageService } from './images.service.ts';
import { sendCompressible } from '../../lib/compression.ts';
import { notModified } from '../../lib/conditional-get.ts';

const ParamsSchema = z.object({
  folder: z.string().describe('products, categories, choices, blog, news, banners or brand'),
  file: z
    .string()
    .describe(
      '{route}.svg; products also {route}--2.svg and {route}--3.svg (gallery views); each also as WebP, {name}-320.webp, {name}-640.webp or {name}-1200.webp',
    ),
});

const ONE_DAY = 86_400;

/**
 * Generated images (products, categories, choices, blog, news, banners, logo), so the shop looks like a shop with no
 * image store: each an SVG, and the same as WebP at the widths pages ask for. Unknown or malformed names are a 404
 * with the error payload.
 */
export async function imageRoutes(app: FastifyInstance) {
  const images = new ImageService(app.db);
  const rasters = new DrawingRasters(images);

  app.get(
    '/:folder/:file',
    {
      schema: {
        operationId: 'getImage',
        tags: ['images'],
        summary: 'A generated image, as SVG or as WebP at one width',
        params: ParamsSchema,
        response: {
          200: {
            description: 'The picture.',
            content: { 'image/svg+xml': { schema: z.string() }, 'image/webp': { schema: z.unknown() } },
          },
          304: z.null().describe('Not modified: the copy the client names in If-None-Match is current.'),
        },
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params as z.infer<typeof ParamsSchema>;
      const raster = await rasters.render(folder, file);
      if (raster) {
        reply
          .header('cache-control', `public, max-age=${ONE_DAY}`)
          .header('etag', raster.etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'");
        if (notModified(request, raster.etag)) return reply.code(304).send(null);
        return reply.type('image/webp').send(raster.body);
      }
      const image = await images.render(folder, file);
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly is a document: allow nothing but its own inline styling.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return sendCompressible(request, reply, image, image.etag);
    },
  );
}
