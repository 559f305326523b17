import type {
  CategorySalesReport,
  ProductSalesReport,
  SalesPeriod,
  SalesReport,
  StockValueReport,
} from '@shop/shared/rules';
import { api, staffUrl } from '../../api/client.ts';

/** The report calls of the back office (issue 26, item 9): JSON for the charts, and each report's CSV file. */

/** The days a report covers (left out: the server's last 30 days) and the sales report's period. */
export interface ReportParams {
  from?: string;
  to?: string;
  by: SalesPeriod;
}

export const reportKeys = {
  all: ['reports'] as const,
  sales: (p: ReportParams) => ['reports', 'sales', p] as const,
  categories: (p: ReportParams) => ['reports', 'categories', p.from, p.to] as const,
  products: (p: ReportParams) => ['reports', 'products', p.from, p.to] as const,
  stockValue: ['reports', 'stock-value'] as const,
};

const span = ({ from, to }: ReportParams) => ({ from, to });

export const fetchSales = (p: ReportParams) => api.get<SalesReport>('/reports/sales', { ...span(p), by: p.by });
export const fetchCategories = (p: ReportParams) => api.get<CategorySalesReport>('/reports/categories', span(p));
export const fetchProducts = (p: ReportParams) => api.get<ProductSalesReport>('/reports/products', span(p));
export const fetchStockValue = () => api.get<StockValueReport>('/reports/stock-value');

/** Where each report's CSV file downloads from (the session cookie goes with a plain link). */
export const csvLinks = (p: ReportParams) => ({
  sales: staffUrl('/reports/sales.csv', { ...span(p), by: p.by }),
  categories: staffUrl('/reports/categories.csv', span(p)),
  products: staffUrl('/reports/products.csv', span(p)),
  stockValue: staffUrl('/reports/stock-value.csv'),
});
