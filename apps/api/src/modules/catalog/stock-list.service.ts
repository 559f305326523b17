import { filsToAed, htmlToText, toPaged, type StockListQuery, type StockPage, type StockSize } from '@shop/shared';
import type { StockListRepo, StockSizeRow } from './stock-list.repo.ts';
import { writeStockSheet } from './stock-sheet.ts';

export interface StockListServiceDeps {
  repo: StockListRepo;
  /** What `low=1` keeps: sizes with this stock or less (LOW_STOCK_THRESHOLD). */
  lowStockThreshold: number;
}

/** A size as staff read it: names as text (the back office prints them as text, never as HTML), AED. */
function presentSize(row: StockSizeRow): StockSize {
  return {
    price_variation_id: Number(row.id),
    product_id: Number(row.product_id),
    name: htmlToText(row.name),
    route: row.route,
    category: { id: Number(row.category_id), route: row.category_route, name: htmlToText(row.category_title) },
    size: row.size,
    price: filsToAed(Number(row.price_fils)),
    stock: Number(row.stock),
    on_sale: row.is_active,
  };
}

/** The staff's stock list (issue 25, item 8): paged, sorted and filtered by the database, and the CSV export. */
export function createStockListService({ repo, lowStockThreshold }: StockListServiceDeps) {
  return {
    async page(query: StockListQuery): Promise<StockPage> {
      const { rows, total } = await repo.page(
        { search: query.search || undefined, stockAtMost: query.low ? lowStockThreshold : undefined },
        { sort: query.sort, dir: query.dir },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return {
        ...toPaged(rows.map(presentSize), query.page, total, query.per_page),
        low_stock_threshold: lowStockThreshold,
      };
    },

    /** Every size as the stock file (CSV), by product name. */
    async sheet(): Promise<string> {
      return writeStockSheet((await repo.all()).map(presentSize));
    },
  };
}

export type StockListService = ReturnType<typeof createStockListService>;
