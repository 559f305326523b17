import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { addresses } from './addresses.schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'
>;

/** Addresses, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createAddressesRepo(db: Database) {
  const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));
  /**
   * Locks the user's addresses until the transaction ends and returns their ids: changes of the default wait for one
   * another, and each sees what the one before it committed.
   */
  async function lockBook(userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .for('update');
    return rows.map((r) => r.id);
  }

  return {
    /** The user's addresses, the default first, then the newest. */
    async list(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.id));
    },

    async find(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(mine(userId, id));
      return row;
    },

    /**
     * A new address; the user's first one becomes the default. Two first addresses saved at once both ask to be the
     * default: the index of one default a user lets one through, and the other is saved as an ordinary address.
     */
    async insert(userId: number, values: AddressValues): Promise<AddressRow> {
      const noDefaultYet = sql<boolean>`not exists (select 1 from ${addresses} where ${addresses.userId} = ${userId} and ${addresses.isDefault})`;
      try {
        const [row] = await db
          .insert(addresses)
          .values({ ...values, userId, isDefault: noDefaultYet })
          .returning();
        return row!;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const [row] = await db
          .insert(addresses)
          .values({ ...values, userId, isDefault: false })
          .returning();
        return row!;
      }
    },

    async update(userId: number, id: number, values: AddressValues): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(userId, id))
        .returning();
      return row;
    },

    /** Makes one address the default and every other of the user's not (in a transaction; false changes nothing). */
    async makeDefault(userId: number, id: number): Promise<boolean> {
      if (!(await lockBook(userId)).includes(id)) return false;
      // The old default first: a user has one default at most at every moment (the index).
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
      await db.update(addresses).set({ isDefault: true }).where(mine(userId, id));
      return true;
    },

    /** Deletes one address; when it was the default, the oldest remaining one becomes it (in a transaction). */
    async delete(userId: number, id: number): Promise<boolean> {
      await lockBook(userId);
      const [row] = await db.delete(addresses).where(mine(userId, id)).returning({ isDefault: addresses.isDefault });
      if (!row) return false;
      if (row.isDefault) {
        const [next] = await db
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.id))
          .limit(1);
        if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
      return true;
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
