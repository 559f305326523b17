import type { ModeratedReview, ReviewVisibility } from '@shop/shared/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { Pager, PastLastPage } from '../../components/pager.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { FilterButtons } from '../../components/filter-buttons.tsx';
import { fetchReviews, moderationKeys, setReviewHidden } from './moderation-api.ts';
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
  const page = list.data;
  return (
    <section aria-label="Product reviews">
      <div className="toolbar">
        <FilterButtons
          label="Reviews to show"
          options={SHOWN}
          value={params.show ?? 'all'}
          onChange={(show) => go({ ...params, show: show === 'all' ? undefined : show, page: 1 })}
        />
      </div>
      <StatusMessage>{said}</StatusMessage>
      <ErrorAlert error={list.error ?? toggle.error} />
      {!page ? (
        list.isPending && <Loading what="reviews" />
      ) : page.data.length === 0 ? (
        params.page > 1 ? (
          <PastLastPage onFirstPage={() => go({ ...params, page: 1 })} />
        ) : (
          <p className="empty">{params.show === 'hidden' ? 'No review is hidden.' : 'No review to show.'}</p>
        )
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <ul className="moderation-list" aria-label="Reviews">
            {page.data.map((review) => (
              <li key={review.id} className={`moderation-item${review.hidden_at ? ' moderation-item--hidden' : ''}`}>
                <p className="moderation-item__about">
                  <strong>{review.product.name}</strong>
                  <span className="stars" aria-label={`${review.rating} of 5 stars`}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  {review.hidden_at && <span className="tag tag--warn">Hidden</span>}
                </p>
                <p className="moderation-item__who">
                  {review.author} <span className="cell-sub">{review.email}</span>
                  <span className="cell-sub">{formatDateTimeYear(review.created_at)}</span>
                </p>
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
            ))}
          </ul>
          <Pager
            what="reviews"
            page={page.current_page}
            pages={page.last_page}
            from={page.from ?? 0}
            to={page.to ?? 0}
            total={page.total}
            onPrevious={() => go({ ...params, page: params.page - 1 })}
            onNext={() => go({ ...params, page: params.page + 1 })}
          />
        </div>
      )}
    </section>
  );
}
