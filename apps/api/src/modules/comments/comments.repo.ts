import type { CommentDecision, CommentState } from '@shop/shared';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { blogComments } from './comments.schema.ts';

export interface NewComment {
  blogId: number;
  /** The id of the form token that brought it (a token brings one comment). */
  formTokenId: string;
  userId: number | null;
  name: string;
  email: string;
  message: string;
}

export type CommentRow = typeof blogComments.$inferSelect;

/** A comment with the post it was written under, as moderation lists it. */
export type ModerationRow = CommentRow & { postTitle: string; postRoute: string };

/** Where a comment's decision stands: its two times tell (a check keeps them from both being set). */
export function commentState(row: Pick<CommentRow, 'approvedAt' | 'rejectedAt'>): CommentState {
  if (row.approvedAt !== null) return 'approved';
  return row.rejectedAt !== null ? 'rejected' : 'pending';
}

const IN_STATE: Record<CommentState, SQL | undefined> = {
  pending: and(isNull(blogComments.approvedAt), isNull(blogComments.rejectedAt)),
  approved: isNotNull(blogComments.approvedAt),
  rejected: isNotNull(blogComments.rejectedAt),
};

/** Comments of one address lately, and when the oldest of them leaves the window. */
export interface RecentComments {
  count: number;
  /** Seconds until the oldest comment in the window is older than it (0 when there is none). */
  secondsUntilOldestLeaves: number;
}

/** Blog comments' rows. */
/** The name a deleted account's published comments keep. */
export const ANONYMOUS_AUTHOR = 'A former reader';

export function createCommentsRepo(db: Database) {
  return {
    /**
     * Takes a person's name and e-mail off their comments (their account was deleted): published ones stay in the
     * conversation under a name that says nothing, pending ones go.
     */
    async anonymizeAuthor(email: string): Promise<void> {
      await db.delete(blogComments).where(and(eq(blogComments.email, email), isNull(blogComments.approvedAt)));
      await db
        .update(blogComments)
        .set({ name: ANONYMOUS_AUTHOR, email: '', userId: null })
        .where(eq(blogComments.email, email));
    },

    /**
     * Holds the address's lock until the transaction ends, so two comments from one address are counted one after
     * the other and together cannot pass the hourly limit.
     */
    async lockEmail(email: string): Promise<void> {
      await lockUntilCommit(db, 'commentEmail', email);
    },

    /** The address's comments within the last `windowSeconds` (by the database's clock). */
    async recentByEmail(email: string, windowSeconds: number): Promise<RecentComments> {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          seconds: sql<number>`coalesce(ceil(extract(epoch from (min(${blogComments.createdAt}) + ${window} - now()))), 0)::int`,
        })
        .from(blogComments)
        .where(and(eq(blogComments.email, email), gt(blogComments.createdAt, sql`now() - ${window}`)));
      return { count: row?.count ?? 0, secondsUntilOldestLeaves: Math.max(0, row?.seconds ?? 0) };
    },

    async insert(comment: NewComment): Promise<number> {
      const [row] = await db.insert(blogComments).values(comment).returning({ id: blogComments.id });
      return row!.id;
    },

    /** A post's newest approved comments, at most `limit`, oldest first. */
    async listApproved(blogId: number, limit: number): Promise<CommentRow[]> {
      const newest = await db
        .select()
        .from(blogComments)
        .where(and(eq(blogComments.blogId, blogId), isNotNull(blogComments.approvedAt)))
        .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
        .limit(limit);
      return newest.reverse();
    },

    /** Every comment waiting for approval, oldest first. */
    async listPending(): Promise<CommentRow[]> {
      return db
        .select()
        .from(blogComments)
        .where(IN_STATE.pending)
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
    },

    /** One page of the comments in a state, with their posts: pending ones oldest first (a queue), others newest. */
    async listIn(
      state: CommentState,
      offset: number,
      limit: number,
    ): Promise<{ rows: ModerationRow[]; total: number }> {
      const order =
        state === 'pending'
          ? [asc(blogComments.createdAt), asc(blogComments.id)]
          : [desc(blogComments.createdAt), desc(blogComments.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogComments)
          .where(IN_STATE[state])
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(blogComments).where(IN_STATE[state]),
      ]);
      // The posts' titles, read from the blog's table (a comment's post exists: it is deleted with it).
      const ids = [...new Set(rows.map((row) => row.blogId))];
      const posts = ids.length
        ? await queryRows<{ id: number; title: string; route: string }>(
            db,
            sql`select id, title, route from blogs where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        : [];
      const postOf = new Map(posts.map((post) => [Number(post.id), post]));
      return {
        rows: rows.map((row) => ({
          ...row,
          postTitle: postOf.get(row.blogId)?.title ?? '',
          postRoute: postOf.get(row.blogId)?.route ?? '',
        })),
        total: total?.n ?? 0,
      };
    },

    /**
     * Approves or rejects a comment, whatever was decided before (a rejected one can be approved, and the other way
     * round); deciding again what stands changes nothing. The row before and after, or undefined when there is none.
     */
    async decide(
      id: number,
      decision: CommentDecision,
    ): Promise<{ before: CommentRow; after: CommentRow } | undefined> {
      const [before] = await db.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
      if (!before) return undefined;
      const wanted = decision === 'approve' ? 'approved' : 'rejected';
      if (commentState(before) === wanted) return { before, after: before };
      const [after] = await db
        .update(blogComments)
        .set(
          decision === 'approve'
            ? { approvedAt: sql`now()`, rejectedAt: null }
            : { approvedAt: null, rejectedAt: sql`now()` },
        )
        .where(eq(blogComments.id, id))
        .returning();
      return { before, after: after! };
    },

    /** Deletes a comment; the deleted row, or undefined when there was none. */
    async remove(id: number): Promise<CommentRow | undefined> {
      const [row] = await db.delete(blogComments).where(eq(blogComments.id, id)).returning();
      return row;
    },
  };
}

export type CommentsRepo = ReturnType<typeof createCommentsRepo>;
