import { COMMENT_MESSAGES, COMMENT_RULES, type BlogComment, type CommentBody, type StaffComment } from '@shop/shared';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import { isUniqueViolation, type UnitOfWork } from '../../db/transaction.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { CommentRow, CommentsRepo } from './comments.repo.ts';
import { checkFormToken, formTokenId, formTokenKey, signFormToken, type FormTokenVerdict } from './form-token.ts';

export interface CommentsServiceDeps {
  repo: CommentsRepo;
  /** The same repository inside one transaction: the per-address count and the insert go together. */
  transaction: UnitOfWork<CommentsRepo>;
  /** A staff decision and its audit entry, in one transaction (issue 25). */
  staffWrite: UnitOfWork<Audited<CommentsRepo>>;
  /** The server's secret (AUTH_SECRET): form tokens are signed with a key derived from it. */
  secret: string;
  /** Whether a published post has this id (the blog's own rule: a scheduled post takes no comments). */
  postExists: (blogId: number) => Promise<boolean>;
  /** Told after a change to what a post shows (an approval, a deletion), to refresh its cached answers and pages. */
  onPublishedChange: (blogId: number) => Promise<void>;
  /** Told when a comment is dropped without a word (the hidden field was filled in). */
  onDropped?: (reason: string) => void;
  /** Milliseconds clock (tests pass their own). */
  now?: () => number;
}

const HOUR_SECONDS = 60 * 60;

/** A comment refused for one of its fields; the form shows the message under it. */
class CommentRefusedError extends AppError {
  constructor(code: string, field: string, message: string) {
    super(400, code, message, { [field]: [message] });
  }
}

const TOKEN_REFUSALS: Record<Exclude<FormTokenVerdict, 'ok'> | 'used', { code: string; message: string }> = {
  invalid: { code: 'FORM_TOKEN_INVALID', message: COMMENT_MESSAGES.formExpired },
  expired: { code: 'FORM_TOKEN_EXPIRED', message: COMMENT_MESSAGES.formExpired },
  'too-fast': { code: 'FORM_TOO_FAST', message: COMMENT_MESSAGES.tooFast },
  // A token brings one comment: a script cannot post many with one fetch, and a form sent twice stores one comment.
  used: { code: 'FORM_TOKEN_USED', message: COMMENT_MESSAGES.formUsed },
};

const tokenRefused = (why: keyof typeof TOKEN_REFUSALS) =>
  new CommentRefusedError(TOKEN_REFUSALS[why].code, 'form_token', TOKEN_REFUSALS[why].message);

function toStaffComment(row: CommentRow): StaffComment {
  return {
    id: row.id,
    blog_id: row.blogId,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: toIsoTimestamp(row.createdAt),
    approved_at: row.approvedAt === null ? null : toIsoTimestamp(row.approvedAt),
  };
}

/**
 * Blog comments (decision 017). Anyone may comment; a comment waits for approval, and only approved ones show.
 * Spam defences, cheapest first: the hidden field (filled in, the comment is dropped while the answer reads as a
 * success, so a script learns nothing), the signed form token (3 s to a day old), at most 2 links (the shared
 * schema), the per-client limit (the route) and at most 5 comments an hour per e-mail address (here).
 */
export function createCommentsService({
  repo,
  transaction,
  staffWrite,
  secret,
  postExists,
  onPublishedChange,
  onDropped,
  now = Date.now,
}: CommentsServiceDeps) {
  const key = formTokenKey(secret);

  return {
    /** A fresh form token for a post's comment form. */
    formToken(blogId: number): string {
      return signFormToken(key, blogId, now());
    },

    /** Takes a comment (pending); resolves once it is stored, or dropped as spam. */
    async submit(body: CommentBody, userId: number | null): Promise<void> {
      if (body.website.trim() !== '') {
        onDropped?.('hidden field filled in');
        return;
      }
      const verdict = checkFormToken(key, body.form_token, body.blog_id, now());
      if (verdict !== 'ok') throw tokenRefused(verdict);
      if (!(await postExists(body.blog_id))) throw new NotFoundError(COMMENT_MESSAGES.blogNotFound);
      await transaction(async (tx) => {
        await tx.lockEmail(body.email);
        const recent = await tx.recentByEmail(body.email, HOUR_SECONDS);
        if (recent.count >= COMMENT_RULES.perEmailPerHour) {
          const minutes = Math.max(1, Math.ceil(recent.secondsUntilOldestLeaves / 60));
          throw new TooManyRequestsError(
            `This e-mail address has sent ${COMMENT_RULES.perEmailPerHour} comments in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          );
        }
        await tx.insert({
          blogId: body.blog_id,
          userId,
          name: body.name,
          email: body.email,
          message: body.message,
          formTokenId: formTokenId(body.form_token)!,
        });
      }).catch((err: unknown) => {
        throw isUniqueViolation(err) ? tokenRefused('used') : err;
      });
    },

    /** A post's approved comments as its page shows them: the newest 100 at most, oldest first. */
    async approvedFor(blogId: number): Promise<BlogComment[]> {
      const rows = await repo.listApproved(blogId, COMMENT_RULES.maxShown);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        created_at: toIsoTimestamp(row.createdAt),
        message: row.message,
      }));
    },

    /** Every comment waiting for approval, oldest first. */
    async pending(): Promise<StaffComment[]> {
      return (await repo.listPending()).map(toStaffComment);
    },

    /**
     * Approves a comment and refreshes its post's answers, so it shows at once. Approving one already approved changes
     * nothing, and records nothing.
     */
    async approve(actor: StaffActor, id: number): Promise<StaffComment> {
      const row = await staffWrite(async (tx) => {
        const approved = await tx.repo.approve(id);
        if (approved?.changed)
          await tx.audit.record(actor, {
            action: 'comment.approve',
            entity: 'comment',
            entityId: id,
            before: { ...toStaffComment(approved.row), approved_at: null },
            after: toStaffComment(approved.row),
          });
        return approved?.row;
      });
      if (!row) throw new NotFoundError('Comment not found.');
      await onPublishedChange(row.blogId);
      return toStaffComment(row);
    },

    /** Deletes a comment (spam, or one staff will not publish); its post's answers are refreshed if it showed. */
    async remove(actor: StaffActor, id: number): Promise<StaffComment> {
      const row = await staffWrite(async (tx) => {
        const removed = await tx.repo.remove(id);
        if (removed)
          await tx.audit.record(actor, {
            action: 'comment.delete',
            entity: 'comment',
            entityId: id,
            before: toStaffComment(removed),
            after: null,
          });
        return removed;
      });
      if (!row) throw new NotFoundError('Comment not found.');
      if (row.approvedAt !== null) await onPublishedChange(row.blogId);
      return toStaffComment(row);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
