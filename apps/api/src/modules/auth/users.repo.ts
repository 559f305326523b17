import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** What may change on an account after it exists. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/**
 * Accounts. E-mail is matched lower-cased and mobile as `+` and digits: callers pass them normalised. `changed` hears
 * of every account written here (the session cache forgets its sessions, which carry its details).
 */
export function createUsersRepo(db: Database, changed: (userId: number) => void = () => {}) {
  // `GET /auth/me` and every account call read the user by id: planned once per connection.
  const byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id');

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Full names by id, for what other features show of an account (a review's author). */
    async fullNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.fullName]));
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    /** Which of an e-mail and a mobile another account already has. */
    async taken(email: string, mobile: string, exceptUserId?: number): Promise<{ email: boolean; mobile: boolean }> {
      const rows = await db.select({ email: users.email, mobile: users.mobile }).from(users)
        .where(and(or(eq(users.email, email), eq(users.mobile, mobile)), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
      return { email: rows.some((r) => r.email === email), mobile: rows.some((r) => r.mobile === mobile) };
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      changed(id);
      const [row] = await db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Individual accounts whose birthday or anniversary falls on a day (`MM-DD`); on 28 February of a year with no
     * 29 February, those born on the 29th too.
     */
    async celebrating(monthDay: string, leapDayToo: boolean): Promise<Array<{ id: number; fullName: string; email: string; mobile: string | null; occasion: 'birthday' | 'anniversary' }>> {
      const days = leapDayToo ? [monthDay, '02-29'] : [monthDay];
      const on = (column: typeof users.dob | typeof users.anniversaryDate) => sql`to_char(${column}, 'MM-DD') in (${sql.join(days.map((d) => sql`${d}`), sql`, `)})`;
      const pick = (occasion: 'birthday' | 'anniversary', column: typeof users.dob | typeof users.anniversaryDate) => db
        .select({ id: users.id, fullName: users.fullName, email: users.email, mobile: users.mobile, occasion: sql<'birthday' | 'anniversary'>`${occasion}` })
        .from(users).where(and(eq(users.userType, 'user'), on(column)));
      return [...(await pick('birthday', users.dob)), ...(await pick('anniversary', users.anniversaryDate))];
    },

    /** Erases the account; its sessions, codes and pending edits go with it (foreign keys cascade). */
    async delete(id: number): Promise<UserRow | undefined> {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
