import { z } from 'zod';
import { EmailSchema } from '../account/schemas.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { FORM_MESSAGES, multilineText, plainLine } from './forms.ts';

/** The rules of blog comments (decision 017): the spam defences and what a post shows. */
export const COMMENT_RULES = {
  /** A form token younger than this was not filled in by a person: the comment is refused. */
  minFillSeconds: 3,
  /** A form token older than this (a page left open) is refused: the form fetches a new one. */
  tokenMaxAgeSeconds: 24 * 60 * 60,
  /** Links a comment may hold; more is what link spam looks like. */
  maxLinks: 2,
  /** Comments one e-mail address may send in an hour (on top of the per-client limit). */
  perEmailPerHour: 5,
  /** Longest comment, in characters. */
  maxLength: 2000,
  /** Approved comments a post's answer carries at most: the newest ones, shown oldest first. */
  maxShown: 100,
} as const;

/** Texts of the comment form; `submitted` is the spec's own client's (seed-client-contract 7.8). */
export const COMMENT_MESSAGES = {
  submitted: 'Review has been Submitted Successfully!',
  failed: FORM_MESSAGES.failed,
  awaitingApproval: 'Thank you! Your comment will appear here once it has been approved.',
  messageTooLong: 'Comment is too long (2,000 characters at most).',
  tooManyLinks: 'Please include at most 2 links.',
  tokenMissing: 'This form could not be checked. Please reload the page and send your comment again.',
  formExpired: 'This form has expired. Please send your comment again.',
  tooFast: 'Please take a moment to write your comment, then send it again.',
  blogNotFound: 'Blog not found.',
} as const;

/**
 * How many links a text holds: words that start with a scheme (`https://`, `ftp://`) or `www.`, hold `://` (a link
 * in markup or brackets), or name a host with a path (`shop.example/offer`). Counted word by word, so it stays linear.
 */
export function countLinks(text: string): number {
  let links = 0;
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (word.includes('://') || /^\W*www\./i.test(word) || /^\W*[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i.test(word)) links++;
  }
  return links;
}

/** The fields a person fills in: checked the same way by the storefront's form and by the API. */
export const CommentFieldsSchema = z.object({
  name: plainLine(FORM_MESSAGES.nameRequired, 100),
  email: EmailSchema,
  message: multilineText(FORM_MESSAGES.messageRequired, COMMENT_RULES.maxLength, COMMENT_MESSAGES.messageTooLong)
    .refine((text) => countLinks(text) <= COMMENT_RULES.maxLinks, { error: COMMENT_MESSAGES.tooManyLinks }),
}, { error: FORM_MESSAGES.nameRequired });
export type CommentFields = z.infer<typeof CommentFieldsSchema>;

/**
 * `POST /comments`: the spec's client's fields (`blog_id`, `name`, `email`, `message`) plus `website`, a field people
 * never see (filled in, the comment is dropped), and `form_token` from `GET /comment-token`. The spec's client sends
 * no token, so it is refused: the spam defences win over that client (decision 017).
 */
export const CommentBodySchema = CommentFieldsSchema.extend({
  blog_id: dbIdSchema('blog_id'),
  website: z.string({ error: 'website must be text.' }).max(500, { error: 'website is too long.' }).default('')
    .describe('hidden from people: must stay empty'),
  form_token: z.string({ error: COMMENT_MESSAGES.tokenMissing }).trim()
    .min(1, { error: COMMENT_MESSAGES.tokenMissing, abort: true })
    .max(200, { error: COMMENT_MESSAGES.formExpired })
    .describe('from GET /comment-token for this post'),
});
export type CommentBody = z.infer<typeof CommentBodySchema>;
/** What a client sends (`website` may be left out). */
export type CommentInput = z.input<typeof CommentBodySchema>;

/** The answer of an accepted comment (HTTP 201): it waits for approval before it shows. */
export const CommentSubmittedResponseSchema = z.object({ status: z.literal(201), message: z.literal(COMMENT_MESSAGES.submitted) });
export type CommentSubmittedResponse = z.infer<typeof CommentSubmittedResponseSchema>;

/** `GET /comment-token?blog_id=`. */
export const CommentTokenQuerySchema = z.object({ blog_id: dbIdSchema('blog_id') });
export type CommentTokenQuery = z.infer<typeof CommentTokenQuerySchema>;

/** A signed form token for one post: sent back with the comment, at least 3 s and at most a day later. */
export const CommentTokenResponseSchema = z.object({ status: z.literal(200), form_token: z.string() });
export type CommentTokenResponse = z.infer<typeof CommentTokenResponseSchema>;

/** A comment as the staff tooling sees it (`npm run comment:pending`), e-mail included. */
export const StaffCommentSchema = z.object({
  id: z.number().int(),
  blog_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string().describe('ISO 8601, UTC'),
  approved_at: z.string().nullable().describe('ISO 8601, UTC; null while pending'),
});
export type StaffComment = z.infer<typeof StaffCommentSchema>;

/** `GET /staff/comments/pending`: every comment waiting for approval, oldest first. */
export const PendingCommentsResponseSchema = z.object({ status: z.literal(200), data: z.array(StaffCommentSchema) });
export type PendingCommentsResponse = z.infer<typeof PendingCommentsResponseSchema>;
