import type { CategorySalesReport, ProductSalesReport, SalesReport, StockValueReport } from '@shop/shared';
import { formatCsv } from '../../lib/csv.ts';

/**
 * Each report as a CSV file for a spreadsheet: the chart's rows, amounts in AED. Names typed by staff or shoppers go
 * through `formatCsv`, which keeps a cell from being run as a formula.
 */
export const reportCsv = {
  sales: (report: SalesReport) =>
    formatCsv([
      [report.by, 'orders', 'net_aed', 'vat_aed', 'gross_aed'],
      ...report.rows.map((row) => [row.period, row.orders, row.net, row.vat, row.gross]),
      ['total', report.totals.orders, report.totals.net, report.totals.vat, report.totals.gross],
    ]),

  categories: (report: CategorySalesReport) =>
    formatCsv([
      ['category_id', 'category', 'units', 'net_aed', 'vat_aed', 'gross_aed'],
      ...report.rows.map((row) => [row.category_id ?? '', row.category, row.units, row.net, row.vat, row.gross]),
    ]),

  products: (report: ProductSalesReport) =>
    formatCsv([
      ['product_id', 'product', 'units', 'net_aed', 'vat_aed', 'gross_aed'],
      ...report.rows.map((row) => [row.product_id ?? '', row.name, row.units, row.net, row.vat, row.gross]),
    ]),

  'stock-value': (report: StockValueReport) =>
    formatCsv([
      ['category_id', 'category', 'units', 'at_cost_aed', 'at_price_aed'],
      ...report.rows.map((row) => [row.category_id, row.category, row.units, row.at_cost, row.at_price]),
      ['', 'total', report.totals.units, report.totals.at_cost, report.totals.at_price],
    ]),
};
