import { SALES_PERIOD_LABELS, SALES_PERIODS, TOP_PRODUCTS_SHOWN, type SalesPeriod } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDay } from '../../lib/shop-format.ts';
import { FilterButtons } from '../../components/filter-buttons.tsx';
import { ReportSpanForm } from './report-span-form.tsx';
import { CategoriesReport, ProductsReport, SalesReportView, StockValueReportView } from './report-views.tsx';
import {
  csvLinks,
  fetchCategories,
  fetchProducts,
  fetchSales,
  fetchStockValue,
  reportKeys,
  type ReportParams,
} from './reports-api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The reports' days and period live in the address: `/admin/reports?from=2026-03-01&to=2026-03-31&by=week`. */
export function readReportParams(search: URLSearchParams): ReportParams {
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const by = search.get('by') as SalesPeriod;
  return { from: day('from'), to: day('to'), by: SALES_PERIODS.includes(by) ? by : 'day' };
}

/**
 * Reports (issue 26, item 9): sales by day, week or month, by category and by product, the top products, and the
 * stock's value, each with its chart, its figures and its CSV file. A sale is a delivered order (`SALE_STATES`).
 */
export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readReportParams(search);
  const go = (next: ReportParams) => {
    const query = new URLSearchParams();
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    if (next.by !== 'day') query.set('by', next.by);
    setSearch(query);
  };
  const options = { placeholderData: keepPreviousData } as const;
  const sales = useQuery({ queryKey: reportKeys.sales(params), queryFn: () => fetchSales(params), ...options });
  const categories = useQuery({
    queryKey: reportKeys.categories(params),
    queryFn: () => fetchCategories(params),
    ...options,
  });
  const products = useQuery({
    queryKey: reportKeys.products(params),
    queryFn: () => fetchProducts(params),
    ...options,
  });
  const stock = useQuery({ queryKey: reportKeys.stockValue, queryFn: fetchStockValue });
  // The files hold the days the charts show, the defaults included.
  const csv = csvLinks({ ...params, from: params.from ?? sales.data?.from, to: params.to ?? sales.data?.to });
  const span = sales.data && `${formatDay(sales.data.from)} to ${formatDay(sales.data.to)}`;

  return (
    <>
      <div className="page-head">
        <PageHeading title="Reports">Reports</PageHeading>
        <p className="page-head__note">Sales are delivered orders, on the day they were placed (UAE time).</p>
      </div>
      <ReportSpanForm
        key={`${params.from ?? sales.data?.from}|${params.to ?? sales.data?.to}`}
        from={params.from ?? sales.data?.from}
        to={params.to ?? sales.data?.to}
        onShow={(from, to) => go({ ...params, from, to })}
      />
      <ErrorAlert error={sales.error ?? categories.error ?? products.error} />

      <ReportSection title="Sales" note={span} csv={csv.sales}>
        <FilterButtons
          label="Sales by"
          options={SALES_PERIODS.map((value) => ({ value, label: SALES_PERIOD_LABELS[value] }))}
          value={params.by}
          onChange={(by) => go({ ...params, by })}
        />
        {sales.data ? <SalesReportView report={sales.data} /> : sales.isPending && <Loading what="sales" />}
      </ReportSection>

      <ReportSection title="Sales by category" note={span} csv={csv.categories}>
        {categories.data ? (
          <CategoriesReport report={categories.data} />
        ) : (
          categories.isPending && <Loading what="sales by category" />
        )}
      </ReportSection>

      <ReportSection
        title={`Top ${TOP_PRODUCTS_SHOWN} products`}
        note={span}
        csv={csv.products}
        csvLabel="every product"
      >
        {products.data ? (
          <ProductsReport report={products.data} />
        ) : (
          products.isPending && <Loading what="sales by product" />
        )}
      </ReportSection>

      <ReportSection title="Stock value" note="Now, at cost and at regular prices" csv={csv.stockValue}>
        <ErrorAlert error={stock.error} />
        {stock.data ? <StockValueReportView report={stock.data} /> : stock.isPending && <Loading what="stock value" />}
      </ReportSection>
    </>
  );
}

function ReportSection({
  title,
  note,
  csv,
  csvLabel,
  children,
}: {
  title: string;
  note?: string;
  csv: string;
  csvLabel?: string;
  children: ReactNode;
}) {
  return (
    <section className="report" aria-label={title}>
      <div className="report__head">
        <h2>{title}</h2>
        {note && <p className="report__note">{note}</p>}
        <a
          className="button button--quiet report__csv"
          href={csv}
          download
          aria-label={`Download CSV of ${csvLabel ?? title.toLowerCase()}`}
        >
          Download CSV
        </a>
      </div>
      {children}
    </section>
  );
}
