import { z } from 'zod';
import { multilineText, plainLine } from '../content/forms.ts';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from './review-rules.ts';
import { RatingSummarySchema } from './schemas.ts';

const rating = z.coerce
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: REVIEW_MESSAGES.ratingRequired })
  .min(1, { error: REVIEW_MESSAGES.ratingRequired })
  .max(5, { error: REVIEW_MESSAGES.ratingRequired });

/** What a review says: the fields a shopper writes, for a new review and an edit alike. */
export const ReviewTextSchema = z.object(
  {
    rating,
    title: plainLine(REVIEW_MESSAGES.titleRequired, REVIEW_TITLE_MAX_LENGTH),
    message: multilineText(REVIEW_MESSAGES.textRequired, REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong),
  },
  { error: REVIEW_MESSAGES.ratingRequired },
);
export type ReviewText = z.infer<typeof ReviewTextSchema>;

/** `POST /reviews`: a product's id with the review's text. */
export const ReviewBodySchema = ReviewTextSchema.extend({
  product_id: z.coerce
    .number({ error: REVIEW_MESSAGES.productMissing })
    .int({ error: REVIEW_MESSAGES.productMissing })
    .positive({ error: REVIEW_MESSAGES.productMissing }),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

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

/**
 * `GET /product-reviews/{product}?page=`: the product's stars, how many gave each, and one page of reviews, newest
 * first.
 */
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
export const ReviewSavedResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
  review: ReviewSchema.nullable(),
});
export type ReviewSavedResponse = z.infer<typeof ReviewSavedResponseSchema>;
