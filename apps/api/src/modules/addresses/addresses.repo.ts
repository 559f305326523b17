import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { preparedOnUse, type Database } from '../../db/client.ts';
import { addresses } from './addresses.schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'>;

/** Addresses, always of one user: every query is scoped by the owner, whatever id a path carries. */
export function createAddressesRepo(db: Database) {
  const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));
  // Every order reads its address.
  const oneOfMine = preparedOnUse(() => db.select().from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId')))).prepare('address_of_user'));
  return {
    /** The user's addresses, the default first, then the newest. */
    async list(userId: number): Promise<AddressRow[]> {
      return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
    },

    async find(userId: number, id: number): Promise<AddressRow | undefined> {
      const [row] = await oneOfMine().execute({ userId, id });
      return row;
    },

    /** A new address; the user's first one becomes the default. */
    async insert(userId: number, values: AddressValues): Promise<AddressRow> {
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
      const [row] = await db.insert(addresses).values({ ...values, userId, isDefault: Number(n) === 0 }).returning();
      return row!;
    },

    async update(userId: number, id: number, values: AddressValues): Promise<AddressRow | undefined> {
      const [row] = await db.update(addresses).set({ ...values, updatedAt: sql`now()` }).where(mine(userId, id)).returning();
      return row;
    },

    /** Makes one address the default and every other of the user's not. */
    async makeDefault(userId: number, id: number): Promise<boolean> {
      const [row] = await db.update(addresses).set({ isDefault: true }).where(mine(userId, id)).returning({ id: addresses.id });
      if (!row) return false;
      await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
      return true;
    },

    /** Deletes one address; when it was the default, the oldest remaining one becomes it. */
    async delete(userId: number, id: number): Promise<boolean> {
      const [row] = await db.delete(addresses).where(mine(userId, id)).returning({ isDefault: addresses.isDefault });
      if (!row) return false;
      if (row.isDefault) {
        const [next] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
        if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
      return true;
    },
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
