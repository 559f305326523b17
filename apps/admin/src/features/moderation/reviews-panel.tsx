import type { ModeratedReview, ReviewVisibility } from '@shop/shared/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterButtons } from '../../components/filter-buttons.tsx';
import { fetchReviews, moderationKeys, setReviewHidden } from './moderation-api.ts';
import { ModerationAuthor, ModerationPanel } from './moderation-panel.tsx';
import type { ModerationParams } from './moderation-params.ts';

const SHOWN: ReadonlyArray<{ value: ReviewVisibility | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'shown', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

/** Product reviews, newest first: each can be hidden (it leaves the product's page and stars) or shown again. */
export function ReviewsPanel({ params, go }: { params: ModerationParams; go: (next: ModerationParams) => void }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const list = useQuery({
    queryKey: moderationKeys.reviews(params.show, params.page),
    queryFn: () => fetchReviews(params.show, params.page),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (review: ModeratedReview) => setReviewHidden(review.id, review.hidden_at === null),
    onSuccess: (answer, review) => {
      setSaid(
        answer.hidden_at
          ? `Hidden: “${review.title}” no longer shows on ${review.product.name}, nor counts in its stars.`
          : `Shown again: “${review.title}” is back on ${review.product.name}.`,
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
  return (
    <ModerationPanel
      label="Product reviews"
      filter={
        <FilterButtons
          label="Reviews to show"
          options={SHOWN}
          value={params.show ?? 'all'}
          onChange={(show) => go({ ...params, show: show === 'all' ? undefined : show, page: 1 })}
        />
      }
      said={said}
      error={list.error ?? toggle.error}
      found={list}
      what="reviews"
      listLabel="Reviews"
      empty={params.show === 'hidden' ? 'No review is hidden.' : 'No review to show.'}
      params={params}
      go={go}
    >
      {(review) => (
        <li key={review.id} className={`moderation-item${review.hidden_at ? ' moderation-item--hidden' : ''}`}>
          <p className="moderation-item__about">
            <strong>{review.product.name}</strong>
            <span className="stars" aria-label={`${review.rating} of 5 stars`}>
              {'★'.repeat(review.rating)}
              {'☆'.repeat(5 - review.rating)}
            </span>
            {review.hidden_at && <span className="tag tag--warn">Hidden</span>}
          </p>
          <ModerationAuthor name={review.author} email={review.email} at={review.created_at} />
          <p className="moderation-item__title">{review.title}</p>
          <p className="moderation-item__text">{review.message}</p>
          <div className="moderation-item__actions">
            <button
              type="button"
              className={`button ${review.hidden_at ? 'button--primary' : 'button--danger'}`}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(review)}
              aria-label={`${review.hidden_at ? 'Show again' : 'Hide'} the review “${review.title}”`}
            >
              {review.hidden_at ? 'Show again' : 'Hide'}
            </button>
          </div>
        </li>
      )}
    </ModerationPanel>
  );
}
