import { describe, expect, it } from 'vitest';
import { productDetail, review } from '@/testing/fixtures';
import { productJsonLd } from './product-json-ld';

describe("the product's structured data", () => {
  it('carries no rating before a first review', () => {
    const data = productJsonLd(productDetail(), 'https://shop.example/product/wine/test-wine');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('carries the aggregate rating and the newest reviews (5 at most) once there are some', () => {
    const reviews = Array.from({ length: 6 }, (_, i) =>
      review({ id: i + 1, rating: 5 - (i % 2), title: `Review ${i + 1}` }),
    );
    const data = productJsonLd(
      productDetail({ rating: { average: 4.5, count: 6 } }),
      'https://shop.example/p',
      reviews,
    );
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(5);
    expect(data.review![0]).toEqual({
      '@type': 'Review',
      name: 'Review 1',
      reviewBody: 'Soft tannins.',
      datePublished: '2026-03-12',
      author: { '@type': 'Person', name: 'Layla H.' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });
});
