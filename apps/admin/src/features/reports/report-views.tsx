import {
  SALES_PERIOD_LABELS,
  TOP_PRODUCTS_SHOWN,
  type CategorySalesReport,
  type CategorySalesRow,
  type ProductSalesReport,
  type ProductSalesRow,
  type SalesReport,
  type SalesRow,
  type StockValueReport,
  type StockValueRow,
} from '@shop/shared/rules';
import { formatAed } from '@shop/shared/rules';
import { formatDay } from '../../lib/shop-format.ts';
import { StackedAmountsChart, StockValueChart } from './report-charts.tsx';
import { amountColumns, ReportTable } from './report-tables.tsx';

const PERIOD_NAME = { day: 'Day', week: 'Week of', month: 'Month' } as const;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function periodLabel(by: SalesReport['by'], period: string): string {
  if (by === 'month') return monthName.format(new Date(`${period}T12:00:00Z`));
  return formatDay(period).replace(/ \d{4}$/, '');
}

const nothingSold = <p className="empty">Nothing was sold in these days.</p>;

export function SalesReportView({ report }: { report: SalesReport }) {
  const name = (row: SalesRow) => periodLabel(report.by, row.period);
  return (
    <>
      <p className="report__totals">
        {report.totals.orders} {report.totals.orders === 1 ? 'sale' : 'sales'} · net {formatAed(report.totals.net)} ·
        VAT {formatAed(report.totals.vat)} · <strong>gross {formatAed(report.totals.gross)}</strong>
      </p>
      <StackedAmountsChart
        rows={report.rows}
        label={`Sales ${SALES_PERIOD_LABELS[report.by].toLowerCase()}`}
        keyOf={name}
      />
      <details className="report__figures">
        <summary>The figures</summary>
        <ReportTable<SalesRow>
          caption="Sales by period"
          keyOf={(row) => row.period}
          rows={report.rows}
          total={{ period: '', ...report.totals }}
          columns={[
            { label: PERIOD_NAME[report.by], value: name },
            { label: 'Sales', value: (row) => row.orders, numeric: true },
            ...amountColumns<SalesRow>(),
          ]}
        />
      </details>
    </>
  );
}

export function CategoriesReport({ report }: { report: CategorySalesReport }) {
  if (report.rows.length === 0) return nothingSold;
  return (
    <>
      <StackedAmountsChart
        rows={report.rows}
        label="Sales by category"
        keyOf={(row: CategorySalesRow) => row.category}
        layout="bars"
      />
      <ReportTable<CategorySalesRow>
        caption="Sales by category"
        keyOf={(row) => row.category_id ?? 0}
        rows={report.rows}
        columns={[
          { label: 'Category', value: (row) => row.category },
          { label: 'Units', value: (row) => row.units, numeric: true },
          ...amountColumns<CategorySalesRow>(),
        ]}
      />
    </>
  );
}

export function ProductsReport({ report }: { report: ProductSalesReport }) {
  if (report.rows.length === 0) return nothingSold;
  const top = report.rows.slice(0, TOP_PRODUCTS_SHOWN);
  return (
    <>
      <StackedAmountsChart
        rows={top}
        label="Top products"
        keyOf={(row: ProductSalesRow) => (row.name.length > 22 ? `${row.name.slice(0, 21)}…` : row.name)}
        layout="bars"
      />
      <ReportTable<ProductSalesRow>
        caption="Top products"
        keyOf={(row) => `${row.product_id ?? ''}:${row.name}`}
        rows={top}
        columns={[
          { label: 'Product', value: (row) => row.name },
          { label: 'Units', value: (row) => row.units, numeric: true },
          ...amountColumns<ProductSalesRow>(),
        ]}
      />
    </>
  );
}

export function StockValueReportView({ report }: { report: StockValueReport }) {
  if (report.rows.length === 0) return <p className="empty">Nothing is in stock.</p>;
  return (
    <>
      <p className="report__totals">
        {report.totals.units.toLocaleString('en')} bottles · at cost {formatAed(report.totals.at_cost)} ·{' '}
        <strong>at price {formatAed(report.totals.at_price)}</strong>
      </p>
      <StockValueChart rows={report.rows} />
      <ReportTable<StockValueRow>
        caption="Stock value by category"
        keyOf={(row) => row.category_id}
        rows={report.rows}
        total={{ category_id: 0, category: '', ...report.totals }}
        columns={[
          { label: 'Category', value: (row) => row.category },
          { label: 'Bottles', value: (row) => row.units.toLocaleString('en'), numeric: true },
          { label: 'At cost', value: (row) => formatAed(row.at_cost), numeric: true },
          { label: 'At price', value: (row) => formatAed(row.at_price), numeric: true },
        ]}
      />
    </>
  );
}
