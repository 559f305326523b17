import {
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  ratingSummary,
  reviewAuthor,
  type ProductReviewsResponse,
  type Review,
  type ReviewBody,
  type ReviewSavedResponse,
  type ReviewText,
} from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { lastPage, offsetOf } from '../../lib/content-reads.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import { answerTags, type CatalogView } from '../catalog/index.ts';
import type { ReviewRow, ReviewsRepo } from './reviews.repo.ts';

export interface ReviewsServiceDeps {
  repo: ReviewsRepo;
  /** The catalog as it is now: only a product on sale can be reviewed or have its reviews read. */
  catalog: () => CatalogView;
  /** Tells the catalog a review was written, so cards, pages and cached answers show the new stars at once. */
  announce: () => Promise<void>;
  /** Authors' names by account id (the accounts feature). */
  fullNames: (userIds: readonly number[]) => Promise<Map<number, string>>;
  /** Which of these accounts received the product in a delivered order (the orders feature). */
  receivedBy: (productId: number, userIds: readonly number[]) => Promise<Set<number>>;
}

/**
 * Product reviews (issue 11, decision 017): one per shopper and product, written by individual accounts. 'Verified
 * purchase' is worked out when a page of reviews is built, from the authors' delivered orders. Stars are kept on the
 * catalog's cards: a write fires the catalog's change feed (a trigger), and announcing it refreshes every answer
 * tagged with the product, these pages included.
 */
export function createReviewsService({ repo, catalog, announce, fullNames, receivedBy }: ReviewsServiceDeps) {
  async function present(rows: readonly ReviewRow[]): Promise<Review[]> {
    const authors = [...new Set(rows.map((r) => r.userId))];
    const names = await fullNames(authors);
    const verified = rows.length === 0 ? new Set<number>() : await receivedBy(rows[0]!.productId, authors);
    return rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      rating: row.rating,
      title: row.title,
      message: row.message,
      author: reviewAuthor(names.get(row.userId) ?? ''),
      verified: verified.has(row.userId),
      created_at: toIsoTimestamp(row.createdAt),
      updated_at: toIsoTimestamp(row.updatedAt),
    }));
  }

  function productOnSale(productId: number) {
    const product = catalog().product(productId);
    if (!product) throw new NotFoundError(REVIEW_MESSAGES.productMissing);
    return product;
  }

  async function presentOne(row: ReviewRow | undefined): Promise<Review | null> {
    return row ? (await present([row]))[0]! : null;
  }

  return {
    /** One page of a product's reviews with its stars; a page past the last answers the last (one cache entry). */
    page(productId: number, requested: number): CacheableRead<ProductReviewsResponse> {
      const product = productOnSale(productId);
      const last = lastPage(product.card.rating.count, REVIEWS_PER_PAGE);
      const page = Math.min(requested, last);
      return {
        key: `product-reviews:${productId}:${page}`,
        build: async () => {
          const [distribution, rows] = await Promise.all([
            repo.distribution(productId),
            repo.page(productId, offsetOf(page, REVIEWS_PER_PAGE), REVIEWS_PER_PAGE),
          ]);
          const total = distribution.reduce((sum, n) => sum + n, 0);
          return {
            value: {
              status: 200 as const,
              rating: ratingSummary(distribution),
              distribution,
              data: await present(rows),
              current_page: page,
              last_page: lastPage(total, REVIEWS_PER_PAGE),
              per_page: REVIEWS_PER_PAGE,
              total,
            },
            tags: answerTags([product]),
          };
        },
      };
    },

    /** The shopper's own review of a product, to edit or delete it. */
    async mine(userId: number, productId: number): Promise<Review | null> {
      return presentOne(await repo.findByAuthor(userId, productId));
    },

    async add(userId: number, body: ReviewBody): Promise<ReviewSavedResponse> {
      productOnSale(body.product_id);
      const { product_id: productId, ...text } = body;
      const id = await repo.insert(userId, productId, text);
      if (id === undefined) throw new ConflictError(REVIEW_MESSAGES.alreadyReviewed);
      await announce();
      return { status: 201, message: REVIEW_MESSAGES.saved, review: await presentOne(await repo.find(id)) };
    },

    async update(userId: number, id: number, text: ReviewText): Promise<ReviewSavedResponse> {
      // Another shopper's review is as absent as a deleted one: nothing tells which ids exist.
      if (!(await repo.update(id, userId, text))) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      await announce();
      return { status: 200, message: REVIEW_MESSAGES.updated, review: await presentOne(await repo.find(id)) };
    },

    async remove(userId: number, id: number): Promise<ReviewSavedResponse> {
      if (!(await repo.remove(id, userId))) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      await announce();
      return { status: 200, message: REVIEW_MESSAGES.deleted, review: null };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
