import { Suspense, useState } from 'react';
import { useProductReviews } from '../api/get-product-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { YourReview } from './your-review';

/**
 * The product page's reviews (issue 11): the stars and their distribution, the shopper's own review or the way to
 * write one, then the reviews, newest first, a page at a time. The first page comes with the server-rendered page.
 */
export function ProductReviews({ productId }: { productId: number }) {
  // Below the page's first screen: a Suspense boundary of its own, so React hydrates the reviews in a pass after the
  // rest of the page (issue 24). The server renders them in place: nothing in them suspends.
  return (
    <Suspense fallback={null}>
      <Reviews productId={productId} />
    </Suspense>
  );
}

function Reviews({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data, isError, isPlaceholderData } = useProductReviews(productId, page);
  return (
    <section className="product__section reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {isError && !data ? (
        <p className="notice notice--error" role="alert">
          Reviews could not be loaded. Please try again.
        </p>
      ) : null}
      {data ? (
        <>
          {data.rating.count > 0 ? (
            <RatingSummary reviews={data} />
          ) : (
            <p className="reviews__none">No reviews yet. Be the first to share what you think.</p>
          )}
          <YourReview productId={productId} />
          {data.data.length ? <ReviewList reviews={data.data} /> : null}
          {data.last_page > 1 ? (
            <nav className="reviews__pager" aria-label="Review pages">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={page <= 1 || isPlaceholderData}
                onClick={() => setPage((p) => p - 1)}
              >
                Newer reviews
              </button>
              <span aria-live="polite">{`Page ${data.current_page} of ${data.last_page}`}</span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={page >= data.last_page || isPlaceholderData}
                onClick={() => setPage((p) => p + 1)}
              >
                Older reviews
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
