import { CONTENT_BODY_MAX_BYTES, ErrorPayloadSchema, StaffPreviewBodySchema, StaffPreviewSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeRichHtml } from '../../lib/safe-html.ts';
import { STAFF_SECURITY } from '../staff/index.ts';

/**
 * The back office's preview of rich text (posts, news, FAQ answers): the HTML as the storefront will get it, cleaned
 * by the same sanitizer its answers are built with (decision 016). The admin shows it with the storefront's article
 * styles. Writes nothing.
 */
export const staffPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content-preview',
    {
      config: { staff: 'content:write' },
      bodyLimit: CONTENT_BODY_MAX_BYTES,
      schema: {
        operationId: 'staffPreviewContent',
        tags: ['staff'],
        summary: 'Rich text as the storefront will show it, cleaned by the shared allow-list',
        security: STAFF_SECURITY,
        body: StaffPreviewBodySchema,
        response: { 200: StaffPreviewSchema, 401: ErrorPayloadSchema, 403: ErrorPayloadSchema },
      },
    },
    async (request) => ({ html: safeRichHtml(request.body.html) }),
  );
};
