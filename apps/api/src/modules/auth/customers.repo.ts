import { MAX_DB_ID, withHomeCountryCode } from '@shop/shared';
import { count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { users } from './auth.schema.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import type { UserRow } from './users.repo.ts';

/** An account as the back office's search lists it. */
export type CustomerListRow = Pick<
  UserRow,
  'id' | 'userType' | 'fullName' | 'email' | 'mobile' | 'createdAt' | 'blockedAt'
>;

/** A line of a customer's order history, read from the orders table as it is. */
export interface CustomerOrderRow {
  id: number;
  orderNumber: string;
  createdAt: string;
  state: string;
  totalFils: number;
  eidProvided: boolean;
}

/** Fewest digits a search must have to be read as part of a mobile number. */
const MOBILE_SEARCH_DIGITS = 3;

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * What a staff search matches: part of the name or e-mail; for a search of digits (spaces, `+`, dashes and brackets
 * allowed) part of the mobile number, written locally (`050…`) or with its country code; and for a plain number the id.
 */
function matching(search: string): SQL {
  const found: SQL[] = [ilike(users.fullName, containing(search)), ilike(users.email, containing(search))];
  const digits = search.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(search) && digits.length >= MOBILE_SEARCH_DIGITS) {
    found.push(like(users.mobile, containing(digits)));
    const international = withHomeCountryCode(digits);
    if (international !== digits) found.push(like(users.mobile, containing(international)));
  }
  if (/^\d{1,10}$/.test(search) && Number(search) <= MAX_DB_ID) found.push(eq(users.id, Number(search)));
  return or(...found)!;
}

/** A timestamp as the drivers answer raw SQL (a Date or text), as ISO text. */
const isoOf = (value: unknown) => new Date(value as string | Date).toISOString();

/**
 * Customers as the back office sees them (issue 25, item 9): accounts, their orders and addresses, read here in SQL
 * (those tables' modules keep their code to themselves), and blocking. `sessionsEnded` hears of an account whose
 * sessions a block ends (the session cache forgets them on every replica).
 */
export function createCustomersRepo(db: Database, sessionsEnded?: (userId: number) => void) {
  const sessions = createSessionsRepo(db, sessionsEnded);

  return {
    /** A page of the accounts a search matches (all without one), newest first, and how many match in all. */
    async search(
      search: string | undefined,
      page: number,
      perPage: number,
    ): Promise<{ rows: CustomerListRow[]; total: number }> {
      const where = search ? matching(search) : undefined;
      const rows = await db
        .select({
          id: users.id,
          userType: users.userType,
          fullName: users.fullName,
          email: users.email,
          mobile: users.mobile,
          createdAt: users.createdAt,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The account, locked until the transaction ends: two blocks or unblocks at once see each other's outcome. */
    async lock(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    /** Blocks the account with its reason, or unblocks it (null); answers the account as it is now. */
    async setBlock(id: number, reason: string | null): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ blockedAt: reason === null ? null : sql`now()`, blockedReason: reason, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Ends every session of the account, on every replica's cache too, as a password change does. */
    endSessions: (userId: number) => sessions.revokeAll(userId),

    /** The customer's latest orders, newest first; how many they have in all, and how many came with an Emirates ID. */
    async orders(userId: number, limit: number): Promise<{ rows: CustomerOrderRow[]; total: number; withEid: number }> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select id, order_number, created_at, state, total_fils, eid_provided
            from orders where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
      );
      const [counted] = await queryRows<{ total: number; eid: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where eid_provided))::int as eid
            from orders where user_id = ${userId}`,
      );
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          orderNumber: String(r.order_number),
          createdAt: isoOf(r.created_at),
          state: String(r.state),
          totalFils: Number(r.total_fils),
          eidProvided: Boolean(r.eid_provided),
        })),
        total: Number(counted?.total ?? 0),
        withEid: Number(counted?.eid ?? 0),
      };
    },
  };
}

export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
