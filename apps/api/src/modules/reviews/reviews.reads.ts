import { DEFAULT_CACHE_MS, PageQuerySchema, ProductReviewsResponseSchema } from '@shop/shared';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import { IdParams, missing, tags } from './reviews.routes.ts';
import type { ReviewsService } from './reviews.service.ts';

/** The public page of a product's reviews (issue 11, decision 017); the shopper's own calls are `reviewsRoutes`. */
export function reviewsReads(reviews: ReviewsService): PublicRead[] {
  return [
    publicRead({
      name: 'productReviews',
      method: 'GET',
      url: '/product-reviews/:id',
      cache: { maxAge: DEFAULT_CACHE_MS / 1000 },
      schema: {
        operationId: 'getProductReviews',
        tags,
        summary:
          "A product's stars, how many reviews gave each, and one page of its reviews, newest first; " +
          'a page past the last answers the last',
        params: IdParams,
        querystring: PageQuerySchema,
        response: { 200: ProductReviewsResponseSchema, 404: missing },
      },
      read: ({ params, query }) => reviews.page(params.id, query.page),
    }),
  ];
}
