import { and, count, eq, gte } from 'drizzle-orm';
import type { ContactBody, PlatinumClubBody } from '@shop/shared';
import type { Database } from '../../db/client.ts';
import { contactMessages, platinumMembers } from './forms.schema.ts';

/** The customer forms' rows. */
export function createFormsRepo(db: Database) {
  return {
    /** Forgets an address's contact messages and club membership (its account was deleted). */
    async forget(email: string): Promise<void> {
      await db.delete(contactMessages).where(eq(contactMessages.email, email));
      await db.delete(platinumMembers).where(eq(platinumMembers.email, email));
    },

    async addContactMessage(body: ContactBody): Promise<number> {
      const [row] = await db.insert(contactMessages).values(body).returning({ id: contactMessages.id });
      return row!.id;
    },

    /** Contact messages sent in the name of an address since a moment (this one included). */
    async contactMessagesFrom(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.email, email), gte(contactMessages.createdAt, since.toISOString())));
      return Number(row?.n ?? 0);
    },

    /** Adds the member unless the address is one already (concurrent twins insert once); true when added. */
    async addMember(body: PlatinumClubBody): Promise<boolean> {
      const rows = await db
        .insert(platinumMembers)
        .values({
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          mobile: body.mobile,
          dateOfBirth: body.date_of_birth,
          preferences: body.preferences,
        })
        .onConflictDoNothing({ target: platinumMembers.email })
        .returning({ id: platinumMembers.id });
      return rows.length > 0;
    },
  };
}

export type FormsRepo = ReturnType<typeof createFormsRepo>;
