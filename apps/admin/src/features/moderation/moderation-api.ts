import type {
  CommentDecision,
  CommentState,
  ModeratedCommentPage,
  ModeratedReviewPage,
  ReviewVisibility,
  ReviewVisibilityAnswer,
  StaffComment,
} from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The moderation calls of the back office (issue 26, item 7): blog comments and product reviews. */

export const moderationKeys = {
  all: ['moderation'] as const,
  comments: (status: CommentState, page: number) => ['moderation', 'comments', status, page] as const,
  reviews: (visibility: ReviewVisibility | undefined, page: number) =>
    ['moderation', 'reviews', visibility ?? 'all', page] as const,
};

export const fetchComments = (status: CommentState, page: number) =>
  api.get<ModeratedCommentPage>('/comments', { status, page });

export const moderateComment = (id: number, decision: CommentDecision) =>
  api.post<StaffComment>(`/comments/${id}/moderate`, { decision });

export const fetchReviews = (visibility: ReviewVisibility | undefined, page: number) =>
  api.get<ModeratedReviewPage>('/reviews', { visibility, page });

export const setReviewHidden = (id: number, hidden: boolean) =>
  api.post<ReviewVisibilityAnswer>(`/reviews/${id}/visibility`, { hidden });
