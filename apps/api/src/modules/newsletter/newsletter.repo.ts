import { NEWSLETTER_CONFIRMATION_RESEND_MINUTES } from '@shop/shared';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscribers } from './newsletter.schema.ts';

/** Newsletter subscribers (double opt-in, issue 26). */
export function createNewsletterRepo(db: Database) {
  const resendDue = sql`now() - make_interval(mins => ${NEWSLETTER_CONFIRMATION_RESEND_MINUTES})`;
  return {
    /** Forgets an address (its account was deleted). */
    async forget(email: string): Promise<void> {
      await db.delete(subscribers).where(eq(subscribers.email, email));
    },

    /**
     * Inserts the address, unconfirmed, unless it is already there: its token (to e-mail the confirmation link) when
     * this call added it. ON CONFLICT DO NOTHING makes concurrent duplicates safe: exactly one of them inserts.
     */
    async add(email: string, token: string): Promise<string | undefined> {
      const rows = await db
        .insert(subscribers)
        .values({ email, token, confirmationSentAt: sql`now()` })
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ token: subscribers.token });
      return rows[0]?.token;
    },

    async find(email: string) {
      const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
      return row;
    },

    /**
     * An address not (or no longer) confirmed signs up again: it waits unconfirmed with a token (a new one when it had
     * unsubscribed, so old links stop confirming it), and its confirmation is due again: at once after an unsubscribe,
     * at most once per resend window while it waits.
     * The token to e-mail, or undefined when no e-mail is due (confirmed, or a confirmation sent moments ago).
     */
    async renew(email: string, freshToken: string): Promise<string | undefined> {
      const [row] = await db
        .update(subscribers)
        .set({
          token: sql`case when ${subscribers.unsubscribedAt} is null then ${subscribers.token} else ${freshToken} end`,
          confirmedAt: null,
          unsubscribedAt: null,
          confirmationSentAt: sql`now()`,
        })
        .where(
          and(
            eq(subscribers.email, email),
            or(
              isNotNull(subscribers.unsubscribedAt),
              and(
                isNull(subscribers.confirmedAt),
                or(isNull(subscribers.confirmationSentAt), sql`${subscribers.confirmationSentAt} < ${resendDue}`),
              ),
            ),
          ),
        )
        .returning({ token: subscribers.token });
      return row?.token;
    },

    /** Confirms the address of a token, once (a second click changes nothing); false for no such active token. */
    async confirm(token: string): Promise<boolean> {
      const rows = await db
        .update(subscribers)
        .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
        .where(and(eq(subscribers.token, token), isNull(subscribers.unsubscribedAt)))
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },

    /** Unsubscribes the address of a token, keeping the first moment it did; false only for an unknown token. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db
        .update(subscribers)
        .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
        .where(eq(subscribers.token, token))
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
