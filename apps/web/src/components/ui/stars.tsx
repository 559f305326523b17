import type { RatingSummary } from '@shop/shared/rules';
import type { CSSProperties } from 'react';

/** "4.5 out of 5 stars": what the stars say to a screen reader. */
export function starsLabel(average: number): string {
  return `${Number.isInteger(average) ? average : average.toFixed(1)} out of 5 stars`;
}

/**
 * Five stars filled to `average` (a picture, labelled with the figure). Drawn with text, so it takes its size from
 * the font and needs no image, and as one element (issue 24: a grid shows one per card): the glyphs are painted by
 * a gradient that turns from gold to pale at the average (`--filled`, stars.css).
 */
export function Stars({ average, size = 'sm' }: { average: number; size?: 'sm' | 'lg' }) {
  const filled = `${Math.max(0, Math.min(5, average)) * 20}%`;
  return (
    <span
      className={`stars stars--${size}`}
      role="img"
      aria-label={starsLabel(average)}
      style={{ '--filled': filled } as CSSProperties}
    >
      ★★★★★
    </span>
  );
}

/** A product's stars and how many reviews give them, as cards and search show them; nothing before a first review. */
export function RatingLine({
  rating,
  className = '',
  as: Tag = 'p',
}: {
  rating: RatingSummary;
  className?: string;
  as?: 'p' | 'span';
}) {
  if (rating.count === 0) return null;
  return (
    <Tag className={`rating-line ${className}`}>
      <Stars average={rating.average} />
      <span className="rating-line__count">
        {rating.average.toFixed(1)} <span className="visually-hidden">from </span>({rating.count}
        <span className="visually-hidden"> {rating.count === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </Tag>
  );
}
