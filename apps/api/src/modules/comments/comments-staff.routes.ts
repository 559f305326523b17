import { ErrorPayloadSchema, PendingCommentsResponseSchema, StaffCommentSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { CommentsService } from './comments.service.ts';

const CommentParams = z.object({
  id: z.coerce
    .number({ error: 'Not a comment id.' })
    .int({ error: 'Not a comment id.' })
    .positive({ error: 'Not a comment id.' })
    .max(2_147_483_647, { error: 'Not a comment id.' }),
});
const tags = ['staff'];
const security = [{ staffToken: [] }];

/**
 * The comment tooling's calls (`npm run comment:pending`, `comment:approve`, `comment:reject`) until staff screens
 * exist (decision 017). They go through the running shop, not straight to the database: the embedded database
 * belongs to the one process holding its folder's lock, and only the shop can refresh the answers and pages it
 * caches. Registered only with STAFF_TOKEN set, and answering only to it.
 */
export const commentsStaffRoutes: FastifyPluginAsyncZod<{ comments: CommentsService; token: string }> = async (
  app,
  { comments, token },
) => {
  staffOnly(app, token);
  const refused = { 401: ErrorPayloadSchema.describe('The staff token is missing or wrong.') };

  app.get(
    '/staff/comments/pending',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'listPendingComments',
        tags,
        summary: 'Every blog comment waiting for approval, oldest first',
        security,
        response: { 200: PendingCommentsResponseSchema, ...refused },
      },
    },
    async () => ({ status: 200 as const, data: await comments.pending() }),
  );

  app.post(
    '/staff/comments/:id/approve',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'approveComment',
        tags,
        summary: 'Approves a blog comment: it shows under its post at once (approving twice changes nothing)',
        security,
        params: CommentParams,
        response: { 200: StaffCommentSchema, ...refused, 404: ErrorPayloadSchema.describe('No comment has this id.') },
      },
    },
    async (request) => comments.approve(request.params.id),
  );

  app.delete(
    '/staff/comments/:id',
    {
      config: { rateLimit: RATE_LIMITS.verify },
      schema: {
        operationId: 'deleteComment',
        tags,
        summary:
          'Deletes a blog comment (spam, or one that will not be published); an approved one leaves its post at once',
        security,
        params: CommentParams,
        response: { 200: StaffCommentSchema, ...refused, 404: ErrorPayloadSchema.describe('No comment has this id.') },
      },
    },
    async (request) => comments.remove(request.params.id),
  );
};
