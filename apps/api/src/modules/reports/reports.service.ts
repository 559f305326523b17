import {
  filsToAed,
  htmlToText,
  includedVat,
  type CategorySalesReport,
  type ProductSalesReport,
  type ReportRangeQuery,
  type SalesReport,
  type SalesReportQuery,
  type StockValueReport,
} from '@shop/shared';
import { periodsOf, reportSpan } from './report-periods.ts';
import type { ReportsRepo } from './reports.repo.ts';

/** Net, VAT and gross of a VAT-inclusive amount, in AED: net is what stays once the VAT is paid. */
function amounts(grossFils: number, vatFils = includedVat(grossFils)) {
  return { net: filsToAed(grossFils - vatFils), vat: filsToAed(vatFils), gross: filsToAed(grossFils) };
}

/**
 * The back office's reports (issue 26, item 9). Sales by period come from orders' totals (discounts, delivery and the
 * VAT as charged); by category and by product from order lines at their prices, before order-wide discounts and
 * delivery, with the VAT the lines contain.
 */
export function createReportsService({ repo, now = () => new Date() }: { repo: ReportsRepo; now?: () => Date }) {
  return {
    async sales(query: SalesReportQuery): Promise<SalesReport> {
      const span = reportSpan(query, now());
      const found = new Map((await repo.salesBy(query.by, span)).map((row) => [row.period, row]));
      let orders = 0;
      let grossFils = 0;
      let vatFils = 0;
      const rows = periodsOf(query.by, span).map((period) => {
        const row = found.get(period) ?? { orders: 0, grossFils: 0, vatFils: 0 };
        orders += row.orders;
        grossFils += row.grossFils;
        vatFils += row.vatFils;
        return { period, orders: row.orders, ...amounts(row.grossFils, row.vatFils) };
      });
      return { ...span, by: query.by, rows, totals: { orders, ...amounts(grossFils, vatFils) } };
    },

    async categories(query: ReportRangeQuery): Promise<CategorySalesReport> {
      const span = reportSpan(query, now());
      const rows = (await repo.byCategory(span)).map((row) => ({
        category_id: row.categoryId,
        category: row.category ?? 'No longer in the catalog',
        units: row.units,
        ...amounts(row.grossFils),
      }));
      return { ...span, rows };
    },

    async products(query: ReportRangeQuery): Promise<ProductSalesReport> {
      const span = reportSpan(query, now());
      const rows = (await repo.byProduct(span)).map((row) => ({
        product_id: row.productId,
        name: htmlToText(row.name),
        units: row.units,
        ...amounts(row.grossFils),
      }));
      return { ...span, rows };
    },

    async stockValue(): Promise<StockValueReport> {
      const found = await repo.stockValue();
      const rows = found.map((row) => ({
        category_id: row.categoryId,
        category: row.category,
        units: row.units,
        at_cost: filsToAed(row.costFils),
        at_price: filsToAed(row.priceFils),
      }));
      const sum = (pick: (row: (typeof found)[number]) => number) => found.reduce((total, row) => total + pick(row), 0);
      return {
        rows,
        totals: {
          units: sum((row) => row.units),
          at_cost: filsToAed(sum((row) => row.costFils)),
          at_price: filsToAed(sum((row) => row.priceFils)),
        },
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
