import { REVIEW_MESSAGES } from '@shop/shared/rules';
import { lazy, Suspense, useState } from 'react';
import { notify } from '@/lib/toast';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useMyReview } from '../api/get-product-reviews';
import { useSaveReview } from '../api/save-review';
import { ReviewItem } from './review-list';

// The form (and the shared rule, with zod) loads when a shopper starts writing: a product's first visit does without
// it.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

/**
 * The shopper's part of the reviews: a guest is asked to log in, a corporate buyer told that individuals write them,
 * an individual shopper writes a review, or sees theirs with Edit and Delete. Personal, so the server renders the
 * guest's version and the browser the shopper's after hydration.
 */
export function YourReview({ productId }: { productId: number }) {
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  const isCorporate = useAppStore(selectIsCorporate);
  const showPopup = useAppStore((s) => s.showPopup);
  const mine = useMyReview(productId);
  const remove = useSaveReview();
  const [editing, setEditing] = useState(false);

  if (!isLoggedIn) {
    return (
      <p className="your-review">
        <button type="button" className="btn btn--ghost" onClick={() => showPopup('login')}>
          Log in to write a review
        </button>
      </p>
    );
  }
  if (isCorporate) return <p className="your-review your-review--note">{REVIEW_MESSAGES.individualsOnly}</p>;
  if (mine.isPending) return null;
  const review = mine.data?.review ?? undefined;
  if (editing) {
    return (
      <Suspense
        fallback={
          <p className="your-review" role="status">
            Opening the form…
          </p>
        }
      >
        <ReviewForm productId={productId} review={review} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  if (!review) {
    return (
      <p className="your-review">
        <button type="button" className="btn btn--primary" onClick={() => setEditing(true)}>
          Write a review
        </button>
      </p>
    );
  }
  const deleteReview = () => {
    if (!window.confirm('Delete your review?')) return;
    remove.mutate(
      { kind: 'delete', id: review.id },
      {
        onSuccess: (answer) => notify('success', answer.message),
        onError: () => notify('error', 'Something Went Wrong!'),
      },
    );
  };
  return (
    <section className="your-review your-review--mine" aria-labelledby="your-review-title">
      <h3 id="your-review-title" className="your-review__title">
        Your review
      </h3>
      <ReviewItem review={review} />
      <div className="review-form__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={deleteReview} disabled={remove.isPending}>
          Delete
        </button>
      </div>
    </section>
  );
}
