import type { ProductReviewsResponse } from '@shop/shared/rules';
import { Stars } from '@/components/ui/stars';

/** The average, the count and how many reviews gave each number of stars, 5 first. */
export function RatingSummary({ reviews }: { reviews: Pick<ProductReviewsResponse, 'rating' | 'distribution'> }) {
  const { average, count } = reviews.rating;
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <span className="rating-summary__figure">{average.toFixed(1)}</span>
        <Stars average={average} size="lg" />
        <span className="rating-summary__count">{count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`}</span>
      </p>
      <ul className="rating-bars" role="list" aria-label="Reviews by stars">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = reviews.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="rating-bars__row">
              <span className="rating-bars__label">
                {stars} ★<span className="visually-hidden"> stars:</span>
              </span>
              <span className="rating-bars__track" aria-hidden="true">
                <span className="rating-bars__fill" style={{ width: `${count ? (n / count) * 100 : 0}%` }} />
              </span>
              <span className="rating-bars__n">
                {n}
                <span className="visually-hidden">{n === 1 ? ' review' : ' reviews'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
