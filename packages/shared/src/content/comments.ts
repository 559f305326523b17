import { z } from 'zod';
import { EmailSchema } from '../account/schemas.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { COMMENT_STATES } from '../staff/moderation-rules.ts';
import { COMMENT_MESSAGES, COMMENT_RULES, countLinks } from './comment-rules.ts';
import { FORM_MESSAGES } from './form-messages.ts';
import { multilineText, plainLine } from './forms.ts';

/** The fields a person fills in: checked the same way by the storefront's form and by the API. */
export const CommentFieldsSchema = z.object(
  {
    name: plainLine(FORM_MESSAGES.nameRequired, 100),
    email: EmailSchema,
    message: multilineText(
      FORM_MESSAGES.messageRequired,
      COMMENT_RULES.maxLength,
      COMMENT_MESSAGES.messageTooLong,
    ).refine((text) => countLinks(text) <= COMMENT_RULES.maxLinks, { error: COMMENT_MESSAGES.tooManyLinks }),
  },
  { error: FORM_MESSAGES.nameRequired },
);
export type CommentFields = z.infer<typeof CommentFieldsSchema>;

/**
 * `POST /comments`: the spec's client's fields (`blog_id`, `name`, `email`, `message`) plus `website`, a field people
 * never see (filled in, the comment is dropped), and `form_token` from `GET /comment-token`. The spec's client sends
 * no token, so it is refused: the spam defences win over that client (decision 017).
 */
export const CommentBodySchema = CommentFieldsSchema.extend({
  blog_id: dbIdSchema('blog_id'),
  website: z
    .string({ error: 'website must be text.' })
    .max(500, { error: 'website is too long.' })
    .default('')
    .describe('hidden from people: must stay empty'),
  form_token: z
    .string({ error: COMMENT_MESSAGES.tokenMissing })
    .trim()
    .min(1, { error: COMMENT_MESSAGES.tokenMissing, abort: true })
    .max(200, { error: COMMENT_MESSAGES.formExpired })
    .describe('from GET /comment-token for this post'),
});
export type CommentBody = z.infer<typeof CommentBodySchema>;
/** What a client sends (`website` may be left out). */
export type CommentInput = z.input<typeof CommentBodySchema>;

/** The answer of an accepted comment (HTTP 201): it waits for approval before it shows. */
export const CommentSubmittedResponseSchema = z.object({
  status: z.literal(201),
  message: z.literal(COMMENT_MESSAGES.submitted),
});
export type CommentSubmittedResponse = z.infer<typeof CommentSubmittedResponseSchema>;

/** `GET /comment-token?blog_id=`. */
export const CommentTokenQuerySchema = z.object({ blog_id: dbIdSchema('blog_id') });
export type CommentTokenQuery = z.infer<typeof CommentTokenQuerySchema>;

/** A signed form token for one post: sent back with the comment, at least 3 s and at most a day later. */
export const CommentTokenResponseSchema = z.object({ status: z.literal(200), form_token: z.string() });
export type CommentTokenResponse = z.infer<typeof CommentTokenResponseSchema>;

/** A comment as the staff tooling sees it (`npm run comment:pending`), e-mail included. */
export const StaffCommentSchema = z.object({
  status: z.enum(COMMENT_STATES),
  id: z.number().int(),
  blog_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string().describe('ISO 8601, UTC'),
  approved_at: z.string().nullable().describe('ISO 8601, UTC; null while pending or rejected'),
  rejected_at: z.string().nullable().describe('ISO 8601, UTC; null unless rejected'),
});
export type StaffComment = z.infer<typeof StaffCommentSchema>;

/** `GET /staff/comments/pending`: every comment waiting for approval, oldest first. */
export const PendingCommentsResponseSchema = z.object({ status: z.literal(200), data: z.array(StaffCommentSchema) });
export type PendingCommentsResponse = z.infer<typeof PendingCommentsResponseSchema>;
