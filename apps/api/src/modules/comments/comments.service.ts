import {
  COMMENT_MESSAGES,
  COMMENT_RULES,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZE,
  toPaged,
  type BlogComment,
  type CommentBody,
  type CommentDecision,
  type ModeratedCommentPage,
  type StaffComment,
  type StaffCommentListQuery,
} from '@shop/shared';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import { isUniqueViolation, type UnitOfWork } from '../../db/transaction.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { commentState, type CommentRow, type CommentsRepo } from './comments.repo.ts';
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
    status: commentState(row),
    id: row.id,
    blog_id: row.blogId,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: toIsoTimestamp(row.createdAt),
    approved_at: row.approvedAt === null ? null : toIsoTimestamp(row.approvedAt),
    rejected_at: row.rejectedAt === null ? null : toIsoTimestamp(row.rejectedAt),
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

  /**
   * Approves a comment (it shows under its post at once) or rejects it (it leaves its post at once, if it showed,
   * and is kept). Deciding again what stands changes nothing, and records nothing.
   */
  async function moderate(actor: StaffActor, id: number, decision: CommentDecision): Promise<StaffComment> {
    const decided = await staffWrite(async (tx) => {
      const result = await tx.repo.decide(id, decision);
      if (result && result.after !== result.before)
        await tx.audit.record(actor, {
          action: `comment.${decision}`,
          entity: 'comment',
          entityId: id,
          before: toStaffComment(result.before),
          after: toStaffComment(result.after),
        });
      return result;
    });
    if (!decided) throw new NotFoundError(MODERATION_MESSAGES.commentNotFound);
    const { before, after } = decided;
    if ((before.approvedAt === null) !== (after.approvedAt === null)) await onPublishedChange(after.blogId);
    return toStaffComment(after);
  }

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

    /** One page of the comments in a state, with the post each was written under (the moderation screen). */
    async list({ status, page }: StaffCommentListQuery): Promise<ModeratedCommentPage> {
      const offset = (page - 1) * MODERATION_PAGE_SIZE;
      const { rows, total } = await repo.listIn(status, offset, MODERATION_PAGE_SIZE);
      const data = rows.map((row) => {
        const { status: state, approved_at, rejected_at, ...comment } = toStaffComment(row);
        return {
          ...comment,
          status: state,
          post: { id: row.blogId, title: row.postTitle, route: row.postRoute },
          decided_at: approved_at ?? rejected_at,
        };
      });
      return toPaged(data, page, total, MODERATION_PAGE_SIZE);
    },

    moderate,

    /** Approves a comment (the comment tooling's call): `moderate` with 'approve'. */
    approve: (actor: StaffActor, id: number): Promise<StaffComment> => moderate(actor, id, 'approve'),

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
      if (!row) throw new NotFoundError(MODERATION_MESSAGES.commentNotFound);
      if (row.approvedAt !== null) await onPublishedChange(row.blogId);
      return toStaffComment(row);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
