import { tooLongText } from '../content/form-messages.ts';
import type { RatingSummary } from './schemas.ts';

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/**
 * Product reviews (issue 11, decision 017): a signed-in individual shopper rates a product 1 to 5 stars with a title
 * and a text, once per product, and may edit or delete it.
 */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  titleRequired: 'Please Enter Title.',
  textRequired: 'Please Enter Review.',
  textTooLong: tooLongText('Review', REVIEW_TEXT_MAX_LENGTH),
  productMissing: 'This product does not exist.',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead.',
  individualsOnly: 'Reviews are written by individual shoppers.',
  notFound: 'This review does not exist.',
  saved: 'Thank you! Your review has been published.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
} as const;
/** Reviews per page on the product page, newest first. */
export const REVIEWS_PER_PAGE = 5;

export const NO_RATING: RatingSummary = { average: 0, count: 0 };

/** The summary of a product's ratings from how many reviews gave each number of stars (`counts[0]` is 1 star). */
export function ratingSummary(counts: readonly number[]): RatingSummary {
  let count = 0;
  let stars = 0;
  counts.forEach((n, i) => {
    count += n;
    stars += n * (i + 1);
  });
  return count === 0 ? NO_RATING : { average: Math.round((stars / count) * 10) / 10, count };
}

/** "Layla H.": a review's author as others see it. */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A shopper';
  const first = words[0]!;
  return words.length > 1 ? `${first} ${words.at(-1)!.charAt(0).toUpperCase()}.` : first;
}
