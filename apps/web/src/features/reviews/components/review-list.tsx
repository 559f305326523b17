import type { Review } from '@shop/shared/rules';
import { Stars } from '@/components/ui/stars';
import { shopDate } from '@/lib/shop-date';

/** One review: its stars, title, author, day, the 'Verified purchase' badge when earned, and the text as typed. */
export function ReviewItem({ review }: { review: Review }) {
  const edited = review.updated_at.slice(0, 10) !== review.created_at.slice(0, 10);
  return (
    <article className="review" aria-labelledby={`review-${review.id}-title`}>
      <div className="review__head">
        <Stars average={review.rating} />
        <h3 id={`review-${review.id}-title`} className="review__title">
          {review.title}
        </h3>
      </div>
      <p className="review__meta">
        <span className="review__author">{review.author}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={review.created_at}>{shopDate(review.created_at)}</time>
        {edited ? <span className="review__edited"> (edited)</span> : null}
        {review.verified ? <span className="badge badge--verified">Verified purchase</span> : null}
      </p>
      {/* Plain text as typed: React escapes it, and CSS keeps its line breaks. */}
      <p className="review__text">{review.message}</p>
    </article>
  );
}

/** A page of reviews, newest first. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ol className="review-list" role="list">
      {reviews.map((r) => (
        <li key={r.id}>
          <ReviewItem review={r} />
        </li>
      ))}
    </ol>
  );
}
