import {
  htmlToText,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  toPaged,
  type ModeratedReview,
  type ModeratedReviewPage,
  type ReviewVisibilityAnswer,
  type StaffReviewListQuery,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { ReviewRow } from './reviews.repo.ts';
import type { ReviewsStaffRepo, StaffReviewRow } from './reviews-staff.repo.ts';

export interface ReviewsStaffDeps {
  repo: ReviewsStaffRepo;
  /** A hide or show and its audit entry, in one transaction. */
  staffWrite: UnitOfWork<Audited<ReviewsStaffRepo>>;
  /** Tells every replica's catalog and cache that a product's stars changed, before the answer. */
  announce: () => Promise<void>;
}

/** What the audit log keeps of a review: enough to know it again, and whether it showed. */
const audited = (row: ReviewRow) => ({
  id: row.id,
  product_id: row.productId,
  user_id: row.userId,
  rating: row.rating,
  title: row.title,
  hidden_at: row.hiddenAt === null ? null : toIsoTimestamp(row.hiddenAt),
});

function present(row: StaffReviewRow): ModeratedReview {
  return {
    id: row.id,
    product: { id: row.productId, name: htmlToText(row.productName), route: row.productRoute },
    rating: row.rating,
    title: row.title,
    message: row.message,
    author: row.author,
    email: row.email,
    created_at: toIsoTimestamp(row.createdAt),
    hidden_at: row.hiddenAt === null ? null : toIsoTimestamp(row.hiddenAt),
  };
}

/**
 * Reviews' moderation (issue 26, item 7). Reviews publish at once; staff can hide one (it leaves its product's page
 * and stars at once, on every replica: the change feed and the announcement) and show it again.
 */
export function createReviewsStaffService({ repo, staffWrite, announce }: ReviewsStaffDeps) {
  return {
    async list({ visibility, page }: StaffReviewListQuery): Promise<ModeratedReviewPage> {
      const { rows, total } = await repo.list(visibility, (page - 1) * MODERATION_PAGE_SIZE, MODERATION_PAGE_SIZE);
      return toPaged(rows.map(present), page, total, MODERATION_PAGE_SIZE);
    },

    /** Hides a review or shows it again; doing what stands changes nothing and records nothing. */
    async setHidden(actor: StaffActor, id: number, hidden: boolean): Promise<ReviewVisibilityAnswer> {
      const result = await staffWrite(async (tx) => {
        const changed = await tx.repo.setHidden(id, hidden);
        if (changed && changed.after !== changed.before)
          await tx.audit.record(actor, {
            action: hidden ? 'review.hide' : 'review.show',
            entity: 'review',
            entityId: id,
            before: audited(changed.before),
            after: audited(changed.after),
          });
        return changed;
      });
      if (!result) throw new NotFoundError(MODERATION_MESSAGES.reviewNotFound);
      if (result.after !== result.before) await announce();
      const { product_id, hidden_at } = audited(result.after);
      return { id, product_id, hidden_at };
    },
  };
}

export type ReviewsStaffService = ReturnType<typeof createReviewsStaffService>;
