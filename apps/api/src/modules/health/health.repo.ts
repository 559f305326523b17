import { sql } from 'drizzle-orm';
import { pendingMigrations, type Database } from '../../db/client.ts';

/** What readiness asks of the database. */
export function createHealthRepo(db: Database) {
  return {
    /** Resolves when the database answers a trivial query. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /** Migrations shipped with this build that the database has not applied yet. */
    pendingMigrations(): Promise<number> {
      return pendingMigrations(db);
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
