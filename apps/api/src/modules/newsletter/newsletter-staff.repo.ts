import { INBOX_PAGE_SIZE, type SubscriberView } from '@shop/shared';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSends, subscribers } from './newsletter.schema.ts';

export type NewsletterSendRow = typeof newsletterSends.$inferSelect;

/** Whom a newsletter goes to: confirmed, and not unsubscribed since. */
const receiving = and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt));

const VIEWS = {
  confirmed: receiving,
  pending: and(isNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)),
  unsubscribed: isNotNull(subscribers.unsubscribedAt),
} as const;

/** Not finished, and nobody delivers it now: a claim that has passed is free. */
const free = and(
  isNull(newsletterSends.finishedAt),
  or(isNull(newsletterSends.claimedUntil), lt(newsletterSends.claimedUntil, sql`now()`)),
);
const leaseEnd = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

/** The back office's newsletter (issue 26): the subscribers, and the newsletters sent to them. */
export function createNewsletterStaffRepo(db: Database) {
  return {
    /** A page of subscribers in one view, newest first, with how many receive a newsletter now. */
    async subscribers(view: SubscriberView, page: number) {
      const [rows, [total], [confirmed]] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(VIEWS[view])
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db.select({ n: count() }).from(subscribers).where(VIEWS[view]),
        db.select({ n: count() }).from(subscribers).where(receiving),
      ]);
      return { rows, total: Number(total?.n ?? 0), confirmed: Number(confirmed?.n ?? 0) };
    },

    /** Every confirmed subscriber, in order of confirmation: the export. */
    async confirmed() {
      return db
        .select({ email: subscribers.email, confirmedAt: subscribers.confirmedAt })
        .from(subscribers)
        .where(receiving)
        .orderBy(asc(subscribers.confirmedAt), asc(subscribers.id));
    },

    async receivingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscribers).where(receiving);
      return Number(row?.n ?? 0);
    },

    /** Records a send unless one has its key (a retry, or concurrent twins): the new row, or undefined. */
    async insertSend(values: typeof newsletterSends.$inferInsert): Promise<NewsletterSendRow | undefined> {
      const [row] = await db
        .insert(newsletterSends)
        .values(values)
        .onConflictDoNothing({ target: newsletterSends.key })
        .returning();
      return row;
    },

    async sendByKey(key: string): Promise<NewsletterSendRow | undefined> {
      const [row] = await db.select().from(newsletterSends).where(eq(newsletterSends.key, key));
      return row;
    },

    async send(id: number): Promise<NewsletterSendRow | undefined> {
      const [row] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
      return row;
    },

    async recentSends(limit: number): Promise<NewsletterSendRow[]> {
      return db.select().from(newsletterSends).orderBy(desc(newsletterSends.id)).limit(limit);
    },

    /**
     * The next batch of a send's recipients after `cursor`, in id order: confirmed before the send was made (who
     * confirms later gets the next one), and not unsubscribed.
     */
    async recipientsAfter(send: NewsletterSendRow, cursor: number, limit: number) {
      return db
        .select({ id: subscribers.id, email: subscribers.email, token: subscribers.token })
        .from(subscribers)
        .where(and(receiving, lte(subscribers.confirmedAt, send.createdAt), gt(subscribers.id, cursor)))
        .orderBy(asc(subscribers.id))
        .limit(limit);
    },

    /** Takes a free send for `seconds`: the row, or undefined when it is finished or another process has it. */
    async claim(id: number, seconds: number): Promise<NewsletterSendRow | undefined> {
      const [row] = await db
        .update(newsletterSends)
        .set({ claimedUntil: leaseEnd(seconds) })
        .where(and(eq(newsletterSends.id, id), free))
        .returning();
      return row;
    },

    /** The sends nobody delivers though they are not finished: their process stopped mid-way. */
    async stalled(): Promise<number[]> {
      const rows = await db.select({ id: newsletterSends.id }).from(newsletterSends).where(free);
      return rows.map((r) => r.id);
    },

    /**
     * A batch handed over: where the send is, what was delivered or failed, and whether it is over; the claim renewed
     * for `seconds`. Written only where the send still stands at `from`, so a process whose claim another took over
     * learns it (false) and stops.
     */
    async progress(
      id: number,
      at: { from: number; to: number },
      counts: { delivered: number; failed: number },
      finished: boolean,
      seconds: number,
    ): Promise<boolean> {
      const rows = await db
        .update(newsletterSends)
        .set({
          cursor: at.to,
          delivered: sql`${newsletterSends.delivered} + ${counts.delivered}`,
          failed: sql`${newsletterSends.failed} + ${counts.failed}`,
          ...(finished ? { finishedAt: sql`now()`, claimedUntil: null } : { claimedUntil: leaseEnd(seconds) }),
        })
        .where(and(eq(newsletterSends.id, id), eq(newsletterSends.cursor, at.from), isNull(newsletterSends.finishedAt)))
        .returning({ id: newsletterSends.id });
      return rows.length === 1;
    },
  };
}

export type NewsletterStaffRepo = ReturnType<typeof createNewsletterStaffRepo>;
