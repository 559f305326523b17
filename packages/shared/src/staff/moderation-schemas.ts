import { z } from 'zod';
import { pagedSchema, PageNumberSchema } from '../common/schemas.ts';
import { COMMENT_DECISIONS, COMMENT_STATES, MODERATION_MESSAGES, REVIEW_VISIBILITIES } from './moderation-rules.ts';

/** Requests and answers of the back office's moderation (issue 26, item 7). */

/** `staffListComments`: one page of the comments in a state, oldest first while pending, newest first otherwise. */
export const StaffCommentListQuerySchema = z.object({
  status: z.enum(COMMENT_STATES, { error: MODERATION_MESSAGES.commentStateUnknown }).default('pending'),
  page: PageNumberSchema,
});
export type StaffCommentListQuery = z.infer<typeof StaffCommentListQuerySchema>;

/** A comment as the moderation screen shows it: its post, its author's e-mail and where the decision stands. */
export const ModeratedCommentSchema = z.object({
  id: z.number().int(),
  post: z.object({ id: z.number().int(), title: z.string().describe('plain text'), route: z.string() }),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(COMMENT_STATES),
  created_at: z.string().describe('ISO 8601, UTC'),
  decided_at: z.string().nullable().describe('ISO 8601, UTC: when it was approved or rejected; null while pending'),
});
export type ModeratedComment = z.infer<typeof ModeratedCommentSchema>;

export const ModeratedCommentPageSchema = pagedSchema(ModeratedCommentSchema);
export type ModeratedCommentPage = z.infer<typeof ModeratedCommentPageSchema>;

/** `staffModerateComment`: approve (it shows under its post at once) or reject (it leaves, and is kept). */
export const ModerateCommentBodySchema = z.object(
  { decision: z.enum(COMMENT_DECISIONS, { error: MODERATION_MESSAGES.decisionRequired }) },
  { error: MODERATION_MESSAGES.decisionRequired },
);
export type ModerateCommentBody = z.infer<typeof ModerateCommentBodySchema>;

/** `staffListReviews`: one page of reviews, newest first, all or only the shown or hidden ones. */
export const StaffReviewListQuerySchema = z.object({
  visibility: z.enum(REVIEW_VISIBILITIES, { error: MODERATION_MESSAGES.visibilityUnknown }).optional(),
  page: PageNumberSchema,
});
export type StaffReviewListQuery = z.infer<typeof StaffReviewListQuerySchema>;

export const ModeratedReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string().describe('plain text'), route: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  author: z.string().describe("the author's full name"),
  email: z.string(),
  created_at: z.string().describe('ISO 8601, UTC'),
  hidden_at: z.string().nullable().describe('ISO 8601, UTC; null while shown'),
});
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>;

export const ModeratedReviewPageSchema = pagedSchema(ModeratedReviewSchema);
export type ModeratedReviewPage = z.infer<typeof ModeratedReviewPageSchema>;

/** `staffHideReview`: hide a review (it leaves its product's page and stars at once) or show it again. */
export const HideReviewBodySchema = z.object(
  { hidden: z.boolean({ error: MODERATION_MESSAGES.hiddenRequired }) },
  { error: MODERATION_MESSAGES.hiddenRequired },
);
export type HideReviewBody = z.infer<typeof HideReviewBodySchema>;

/** `staffHideReview`'s answer: where the review stands now. */
export const ReviewVisibilityAnswerSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  hidden_at: z.string().nullable().describe('ISO 8601, UTC; null while shown'),
});
export type ReviewVisibilityAnswer = z.infer<typeof ReviewVisibilityAnswerSchema>;
