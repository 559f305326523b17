import { ErrorPayloadSchema, PendingCommentsResponseSchema, StaffCommentSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { CommentsService } from './comments.service.ts';

const CommentParams = z.object({
  id: z.coerce
    .number({ error: 'Not a comment id.' })
    .int({ error: 'Not a comment id.' })
    .positive({ error: 'Not a comment id.' })
    .max(2_147_483_647, { error: 'Not a comment id.' }),
});
const tags = ['staff'];
const security = STAFF_SECURITY;

/**
 * The comment tooling's calls (`npm run comment:pending`, `comment:approve`, `comment:reject`) until staff screens
 * exist (decision 017). They go through the running shop, not straight to the database: the embedded database
 * belongs to the one process holding its folder's lock, and only the shop can refresh the answers and pages it
 * caches. Inside the staff scope (issue 25): moderation's permission, and an audit entry for each decision.
 */
export const commentsStaffRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  const refused = {
    401: ErrorPayloadSchema.describe('No staff session or key, or one that has ended.'),
    403: ErrorPayloadSchema.describe('The role lacks moderation, or a write came without the CSRF token.'),
  };

  app.get(
    '/comments/pending',
    {
      config: { staff: 'moderation:write' },
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
    '/comments/:id/approve',
    {
      config: { staff: 'moderation:write' },
      schema: {
        operationId: 'approveComment',
        tags,
        summary: 'Approves a blog comment: it shows under its post at once (approving twice changes nothing)',
        security,
        params: CommentParams,
        response: { 200: StaffCommentSchema, ...refused, 404: ErrorPayloadSchema.describe('No comment has this id.') },
      },
    },
    async (request) => comments.approve(actorOf(request), request.params.id),
  );

  app.delete(
    '/comments/:id',
    {
      config: { staff: 'moderation:write' },
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
    async (request) => comments.remove(actorOf(request), request.params.id),
  );
};
