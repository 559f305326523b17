import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/** A staff-ordered table: rows list by `position`, then by id. */
export type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/** The ids of a list (all rows, or those `within` a scope), in their order, locked until the transaction ends. */
export async function orderedIds(db: Database, table: OrderedTable, within?: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(within)
    .orderBy(asc(table.position), asc(table.id))
    .for('update');
  return rows.map((r) => Number(r.id));
}

/**
 * Gives a list the order of `ids` (first 0, then 1…), when `ids` is a permutation of the list's rows: the order
 * before, or null (nothing written) when it is not.
 */
export async function reorderRows(
  db: Database,
  table: OrderedTable,
  ids: readonly number[],
  within?: SQL,
): Promise<number[] | null> {
  const before = await orderedIds(db, table, within);
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || before.length !== ids.length || before.some((id) => !wanted.has(id))) return null;
  await db.execute(sql`
    update ${table} set position = (o.place - 1)::int
    from unnest(${sql.param([...ids])}::int[]) with ordinality as o(id, place)
    where ${table.id} = o.id`);
  return before;
}

/** The position after the last row of a list: where a new row goes. */
export async function nextPosition(db: Database, table: OrderedTable, within?: SQL): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(within);
  return Number(row?.next ?? 0);
}
