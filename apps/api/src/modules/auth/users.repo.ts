import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/client.ts';
import { users } from './auth.schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The two addresses an account is reached at. */
export type AddressField = 'email' | 'mobile';
/** At most this many accounts that only claim an address are tried by a password login through it. */
const PASSWORD_CANDIDATES = 3;

/** What may change on an account after it exists. */
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/**
 * Accounts. E-mail is matched lower-cased and mobile as `+` and digits: callers pass them normalised. An address
 * counts as an account's only once proven (decision 018). `changed` hears
 * of every account written here (the session cache forgets its sessions, which carry its details).
 */
export function createUsersRepo(db: Database, changed: (userId: number) => void = () => {}) {
  // `GET /auth/me` and every account call read the user by id: planned once per connection.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Full names by id, for what other features show of an account (a review's author). */
    async fullNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.fullName]));
    },

    /**
     * The account that proved this e-mail, if one has: only a proven address opens an account by code (decision 018).
     */
    async findByProvenEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)));
      return row;
    },

    /** The account that proved this mobile number, if one has. */
    async findByProvenMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt)));
      return row;
    },

    /**
     * The accounts a password login by this e-mail or number may open: the one that proved it, or else the newest few
     * that only claim it (several may, decision 018); the password tells which, if any.
     */
    async passwordCandidates(field: AddressField, value: string): Promise<UserRow[]> {
      const verifiedAt = field === 'email' ? users.emailVerifiedAt : users.mobileVerifiedAt;
      return db
        .select()
        .from(users)
        .where(eq(users[field], value))
        .orderBy(sql`${verifiedAt} is null`, desc(users.id))
        .limit(PASSWORD_CANDIDATES);
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    /**
     * Holds the locks of addresses until the transaction ends, in one order (so two requests never wait on each other):
     * proving an address and checking that no other account proved it cannot interleave.
     */
    async lockAddresses(values: ReadonlyArray<string | null>): Promise<void> {
      for (const value of [...new Set(values.filter((v) => v !== null))].sort())
        await lockUntilCommit(db, 'provenAddress', value);
    },

    /** Which of an e-mail and a mobile another account has proven: an unproven claim takes nothing (decision 018). */
    async taken(email: string, mobile: string, exceptUserId?: number): Promise<{ email: boolean; mobile: boolean }> {
      const rows = await db
        .select({
          email: users.email,
          mobile: users.mobile,
          emailVerifiedAt: users.emailVerifiedAt,
          mobileVerifiedAt: users.mobileVerifiedAt,
        })
        .from(users)
        .where(
          and(
            or(
              and(eq(users.email, email), isNotNull(users.emailVerifiedAt)),
              and(eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt)),
            ),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        );
      return {
        email: rows.some((r) => r.email === email && r.emailVerifiedAt !== null),
        mobile: rows.some((r) => r.mobile === mobile && r.mobileVerifiedAt !== null),
      };
    },

    /**
     * Takes an address away from every other account that only claimed it, now that `ownerId` proved it. Answers those
     * accounts as they were, so each can be told at the address it did prove.
     */
    async dropUnprovenClaims(field: AddressField, value: string, ownerId: number): Promise<UserRow[]> {
      const verifiedAt = field === 'email' ? users.emailVerifiedAt : users.mobileVerifiedAt;
      const claimants = await db
        .select()
        .from(users)
        .where(and(eq(users[field], value), isNull(verifiedAt), ne(users.id, ownerId)));
      if (claimants.length === 0) return [];
      for (const claimant of claimants) changed(claimant.id);
      await db
        .update(users)
        .set({ [field]: null, updatedAt: sql`now()` })
        .where(
          inArray(
            users.id,
            claimants.map((c) => c.id),
          ),
        );
      return claimants;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      changed(id);
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Individual accounts whose birthday or anniversary falls on a day (`MM-DD`); on 28 February of a year with no
     * 29 February, those born on the 29th too.
     */
    async celebrating(
      monthDay: string,
      leapDayToo: boolean,
    ): Promise<
      Array<{
        id: number;
        fullName: string;
        email: string | null;
        mobile: string | null;
        occasion: 'birthday' | 'anniversary';
      }>
    > {
      const days = leapDayToo ? [monthDay, '02-29'] : [monthDay];
      const on = (column: typeof users.dob | typeof users.anniversaryDate) =>
        sql`to_char(${column}, 'MM-DD') in (${sql.join(
          days.map((d) => sql`${d}`),
          sql`, `,
        )})`;
      const pick = (occasion: 'birthday' | 'anniversary', column: typeof users.dob | typeof users.anniversaryDate) =>
        db
          .select({
            id: users.id,
            fullName: users.fullName,
            email: users.email,
            mobile: users.mobile,
            occasion: sql<'birthday' | 'anniversary'>`${occasion}`,
          })
          .from(users)
          .where(and(eq(users.userType, 'user'), on(column)));
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
