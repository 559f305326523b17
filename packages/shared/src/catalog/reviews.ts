import { z } from 'zod';
import { multilineText, plainLine } from '../content/forms.ts';
import { RatingSummarySchema, type RatingSummary } from './schemas.ts';

/**
 * Product reviews (issue 11, decision 017): a signed-in individual shopper rates a product 1 to 5 stars with a title
 * and a text, once per product, and may edit or delete it.
 */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  titleRequired: 'Please Enter Title.',
  textRequired: 'Please Enter Review.',
  textTooLong: 'Review is too long (2,000 characters at most).',
  productMissing: 'This product does not exist.',
  alreadyReviewed: 'You have already reviewed this product: edit your review instead.',
  individualsOnly: 'Reviews are written by individual shoppers.',
  notFound: 'This review does not exist.',
  saved: 'Thank you! Your review has been published.',
  updated: 'Your review has been updated.',
  deleted: 'Your review has been deleted.',
} as const;

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** Reviews per page on the product page, newest first. */
export const REVIEWS_PER_PAGE = 5;

const rating = z.coerce.number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: REVIEW_MESSAGES.ratingRequired }).min(1, { error: REVIEW_MESSAGES.ratingRequired }).max(5, { error: REVIEW_MESSAGES.ratingRequired });

/** What a review says: the fields a shopper writes, for a new review and an edit alike. */
export const ReviewTextSchema = z.object({
  rating,
  title: plainLine(REVIEW_MESSAGES.titleRequired, REVIEW_TITLE_MAX_LENGTH),
  message: multilineText(REVIEW_MESSAGES.textRequired, REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong),
}, { error: REVIEW_MESSAGES.ratingRequired });
export type ReviewText = z.infer<typeof ReviewTextSchema>;

/** `POST /reviews`: a product's id with the review's text. */
export const ReviewBodySchema = ReviewTextSchema.extend({
  product_id: z.coerce.number({ error: REVIEW_MESSAGES.productMissing }).int({ error: REVIEW_MESSAGES.productMissing }).positive({ error: REVIEW_MESSAGES.productMissing }),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

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

/** A published review. The author is shown by first name and initial, never by e-mail. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  title: z.string().describe('plain text: show escaped'),
  message: z.string().describe('plain text, line breaks kept: show escaped'),
  author: z.string(),
  verified: z.boolean().describe('the author received this product in a delivered order'),
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601'),
});
export type Review = z.infer<typeof ReviewSchema>;

/** `GET /product-reviews/{product}?page=`: the product's stars, how many gave each, and one page of reviews, newest first. */
export const ProductReviewsResponseSchema = z.object({
  status: z.literal(200),
  rating: RatingSummarySchema,
  distribution: z.array(z.number().int().min(0)).length(5).describe('how many reviews gave 1, 2, 3, 4 and 5 stars'),
  data: z.array(ReviewSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>;

/** `GET /auth/my-review/{product}`: the signed-in shopper's own review of a product, if any. */
export const MyReviewResponseSchema = z.object({ status: z.literal(200), review: ReviewSchema.nullable() });
export type MyReviewResponse = z.infer<typeof MyReviewResponseSchema>;

/** The answer of a write: the review as now published (null after a delete) and a message to show. */
export const ReviewSavedResponseSchema = z.object({ status: z.union([z.literal(200), z.literal(201)]), message: z.string(), review: ReviewSchema.nullable() });
export type ReviewSavedResponse = z.infer<typeof ReviewSavedResponseSchema>;

/** "Layla H.": a review's author as others see it. */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A shopper';
  const first = words[0]!;
  return words.length > 1 ? `${first} ${words.at(-1)!.charAt(0).toUpperCase()}.` : first;
}
