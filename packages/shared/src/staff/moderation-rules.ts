/**
 * Moderation (issue 26, item 7): blog comments wait for a decision, reviews publish at once and can be hidden.
 * A rejected comment is kept (not deleted), so a decision can be seen and changed later.
 */
export const COMMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];
export const COMMENT_STATE_LABELS: Readonly<Record<CommentState, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const COMMENT_DECISIONS = ['approve', 'reject'] as const;
export type CommentDecision = (typeof COMMENT_DECISIONS)[number];

export const REVIEW_VISIBILITIES = ['shown', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** Comments or reviews a page of the moderation screen lists. */
export const MODERATION_PAGE_SIZE = 20;

export const MODERATION_MESSAGES = {
  commentNotFound: 'Comment not found.',
  reviewNotFound: 'No review has this id.',
  decisionRequired: `decision is one of ${COMMENT_DECISIONS.join(', ')}.`,
  commentStateUnknown: `status is one of ${COMMENT_STATES.join(', ')}.`,
  hiddenRequired: 'hidden must be true or false.',
  visibilityUnknown: `visibility is one of ${REVIEW_VISIBILITIES.join(', ')}.`,
} as const;
