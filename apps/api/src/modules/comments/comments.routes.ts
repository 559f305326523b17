import {
  COMMENT_MESSAGES,
  CommentBodySchema,
  CommentSubmittedResponseSchema,
  CommentTokenQuerySchema,
  CommentTokenResponseSchema,
  ErrorPayloadSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../plugins/no-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['content'];
const submitted = { status: 201 as const, message: COMMENT_MESSAGES.submitted };

/**
 * `POST /comments` of spec section 7 and the form token it needs (decision 017). The token has its own call, never
 * cached: the post's answer is cached and its page server-rendered, so a token inside it would carry an old time.
 */
export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  noStore(app);

  app.get(
    '/comment-token',
    {
      schema: {
        operationId: 'getCommentToken',
        tags,
        summary: "A signed token for a blog post's comment form: a comment sent with it 3 s to a day later is taken",
        querystring: CommentTokenQuerySchema,
        response: { 200: CommentTokenResponseSchema },
      },
    },
    async (request) => ({ status: 200 as const, form_token: comments.formToken(request.query.blog_id) }),
  );

  app.post(
    '/comments',
    {
      schema: {
        operationId: 'addBlogComment',
        tags,
        summary:
          'Comments on a blog post: stored pending, shown once approved (the answer says so for every comment taken)',
        body: CommentBodySchema,
        response: {
          201: CommentSubmittedResponseSchema,
          400: ErrorPayloadSchema.describe(
            'A field is missing or invalid (more than 2 links; a form token missing, from another post, expired or under 3 s old): its message under `errors`.',
          ),
          404: ErrorPayloadSchema.describe('No published post has this `blog_id`.'),
          429: ErrorPayloadSchema.describe(
            'Too many comments from this client, or 5 from this e-mail address in the last hour.',
          ),
        },
      },
      config: { auth: 'optional', rateLimit: RATE_LIMITS.comments },
    },
    async (request, reply) => {
      await comments.submit(request.body, request.session?.user.id ?? null);
      return reply.code(201).send(submitted);
    },
  );
};
