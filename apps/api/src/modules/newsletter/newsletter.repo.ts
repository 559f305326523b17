import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscribers } from './newsletter.schema.ts';

/** Newsletter subscribers. */
export function createNewsletterRepo(db: Database) {
  return {
    /** Forgets an address (its account was deleted). */
    async forget(email: string): Promise<void> {
      await db.delete(subscribers).where(eq(subscribers.email, email));
    },

    /**
     * Inserts the address unless it is already there; true when this call added it.
     * ON CONFLICT DO NOTHING makes concurrent duplicates safe: exactly one of them inserts.
     */
    async add(email: string): Promise<boolean> {
      const rows = await db
        .insert(subscribers)
        .values({ email })
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ id: subscribers.id });
      return rows.length > 0;
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
