import {
  ErrorPayloadSchema,
  ModerateCommentBodySchema,
  ModeratedCommentPageSchema,
  PendingCommentsResponseSchema,
  StaffCommentListQuerySchema,
  StaffCommentSchema,
} from '@shop/shared';
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
 * caches. Inside the staff scope (issue 25): moderation's permission, and an audit entry for each decision. The back
 * office's moderation screen (issue 26) lists comments by state and approves or rejects them.
 */
export const commentsStaffRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  const refused = {
    401: ErrorPayloadSchema.describe('No staff session or key, or one that has ended.'),
    403: ErrorPayloadSchema.describe('The role lacks moderation, or a write came without the CSRF token.'),
  };

  const invalid = ErrorPayloadSchema.describe('A field is missing or invalid: its message under `errors`.');

  app.get(
    '/comments',
    {
      config: { staff: 'moderation:write' },
      schema: {
        operationId: 'staffListComments',
        tags,
        summary:
          'One page of the blog comments in a state (pending, approved or rejected), each with its post: ' +
          'pending ones oldest first, the others newest first',
        security,
        querystring: StaffCommentListQuerySchema,
        response: { 200: ModeratedCommentPageSchema, 400: invalid, ...refused },
      },
    },
    async (request) => comments.list(request.query),
  );

  app.post(
    '/comments/:id/moderate',
    {
      config: { staff: 'moderation:write' },
      schema: {
        operationId: 'staffModerateComment',
        tags,
        summary:
          'Approves a blog comment (it shows under its post at once) or rejects it (it leaves its post at once, and ' +
          'is kept); audited. Deciding again what stands changes nothing',
        security,
        params: CommentParams,
        body: ModerateCommentBodySchema,
        response: {
          200: StaffCommentSchema,
          400: invalid,
          ...refused,
          404: ErrorPayloadSchema.describe('No comment has this id.'),
        },
      },
    },
    async (request) => comments.moderate(actorOf(request), request.params.id, request.body.decision),
  );

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
