import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
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
        .where(isNull(blogComments.approvedAt))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
    },

    /** Approves a comment (one approved already keeps its first approval time); undefined when there is none. */
    async approve(id: number): Promise<{ row: CommentRow; changed: boolean } | undefined> {
      const [approved] = await db
        .update(blogComments)
        .set({ approvedAt: sql`now()` })
        .where(and(eq(blogComments.id, id), isNull(blogComments.approvedAt)))
        .returning();
      if (approved) return { row: approved, changed: true };
      const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id));
      return row && { row, changed: false };
    },

    /** Deletes a comment; the deleted row, or undefined when there was none. */
    async remove(id: number): Promise<CommentRow | undefined> {
      const [row] = await db.delete(blogComments).where(eq(blogComments.id, id)).returning();
      return row;
    },
  };
}

export type CommentsRepo = ReturnType<typeof createCommentsRepo>;
