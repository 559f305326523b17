import type { StockSort } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/** A size as the stock list reads it: the product's name and category title as stored (HTML), money in fils. */
export interface StockSizeRow {
  id: number;
  product_id: number;
  name: string;
  route: string;
  is_active: boolean;
  category_id: number;
  category_route: string;
  category_title: string;
  size: string;
  price_fils: number;
  stock: number;
}

/** Which sizes the list shows: those whose product name holds `search`, and those at or below `stockAtMost`. */
export interface StockListFilter {
  search?: string;
  stockAtMost?: number;
}

export interface StockListOrder {
  sort: StockSort;
  dir: 'asc' | 'desc';
}

/**
 * The name as text for searching and sorting: stored names are HTML (`Alpha <em>Reserve</em>`), and a search for
 * "alpha reserve" must find them. Character references stay as they are; a name with `&amp;` is found by its words.
 */
const NAME_TEXT = sql`lower(regexp_replace(p.name, '<[^>]*>', '', 'g'))`;

const FROM = sql`
  from price_variations pv
  join products p on p.id = pv.product_id
  join categories c on c.id = p.category_id
  join variation_values vv on vv.id = pv.variation_value_id`;

/** `%` and `_` in a search are the characters themselves, not LIKE's wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf({ search, stockAtMost }: StockListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search) conditions.push(sql`${NAME_TEXT} like ${`%${likeEscaped(search.toLowerCase())}%`}`);
  if (stockAtMost !== undefined) conditions.push(sql`pv.stock <= ${stockAtMost}`);
  return sql.join(conditions, sql` and `);
}

/** Sorted by the column asked, then by name and each product's sizes in their order, so pages never overlap. */
function orderOf({ sort, dir }: StockListOrder): SQL {
  const direction = dir === 'desc' ? sql`desc` : sql`asc`;
  return sort === 'stock'
    ? sql`pv.stock ${direction}, ${NAME_TEXT}, pv.product_id, pv.position, pv.id`
    : sql`${NAME_TEXT} ${direction}, pv.product_id, pv.position, pv.id`;
}

/** The staff's stock list (issue 25, item 8): every size of every product, active or not. */
export function createStockListRepo(db: Database) {
  const select = (where: SQL, order: SQL, page?: { limit: number; offset: number }) =>
    queryRows<StockSizeRow>(
      db,
      sql`
      select pv.id, pv.product_id, p.name, p.route, p.is_active, c.id as category_id, c.route as category_route,
        c.title as category_title, vv.value as size, pv.price_fils, pv.stock
      ${FROM}
      where ${where}
      order by ${order}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
    );

  return {
    /** One page of the sizes the filter keeps, and how many it keeps in all. */
    async page(
      filter: StockListFilter,
      order: StockListOrder,
      page: { limit: number; offset: number },
    ): Promise<{ rows: StockSizeRow[]; total: number }> {
      const where = whereOf(filter);
      const [rows, [count]] = await Promise.all([
        select(where, orderOf(order), page),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total ${FROM} where ${where}`),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Every size, by product name: the export. */
    all(): Promise<StockSizeRow[]> {
      return select(whereOf({}), orderOf({ sort: 'name', dir: 'asc' }));
    },
  };
}

export type StockListRepo = ReturnType<typeof createStockListRepo>;
