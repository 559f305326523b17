import { formatAed } from '@shop/shared/rules';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The reports' charts, drawn by Recharts (a well-kept React chart library, loaded only with this screen). Each chart
 * has its figures in a table beside it: the chart is for the eye, the table for reading and for screen readers. Bars
 * are drawn at once, without the library's animation (figures that move are harder to read), and the charts take no
 * keyboard focus: they are hidden from screen readers, which read the tables.
 */

/** The shop's colours for the two parts of an amount. */
const NET = '#7b2d3b';
const VAT = '#d9a441';
const COST = '#6b7b8c';

const aedTick = (value: number) => (value >= 1000 ? `${Math.round(value / 1000)}k` : String(value));
const aedTip = (value: unknown) => formatAed(Number(value));

/** Bars of net and VAT stacked into the gross, one bar per row of a report. */
export function StackedAmountsChart({
  rows,
  label,
  keyOf,
  layout = 'columns',
}: {
  rows: ReadonlyArray<{ net: number; vat: number }>;
  label: string;
  /** The row's name on the axis. */
  keyOf: (row: never) => string;
  /** Columns for periods (left to right), bars for names (top to bottom, long names readable). */
  layout?: 'columns' | 'bars';
}) {
  const data = rows.map((row) => ({ name: keyOf(row as never), Net: row.net, VAT: row.vat }));
  const height = layout === 'bars' ? Math.max(160, data.length * 34 + 60) : 280;
  return (
    <figure className="report-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        {layout === 'bars' ? (
          <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={aedTick} />
            <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} />
            <Tooltip formatter={aedTip} />
            <Legend />
            <Bar dataKey="Net" stackId="a" fill={NET} isAnimationActive={false} />
            <Bar dataKey="VAT" stackId="a" fill={VAT} isAnimationActive={false} />
          </BarChart>
        ) : (
          <BarChart accessibilityLayer={false} data={data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis tickFormatter={aedTick} width={44} />
            <Tooltip formatter={aedTip} />
            <Legend />
            <Bar dataKey="Net" stackId="a" fill={NET} isAnimationActive={false} />
            <Bar dataKey="VAT" stackId="a" fill={VAT} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}

/** The stock's value per category, at cost beside at price. */
export function StockValueChart({
  rows,
}: {
  rows: ReadonlyArray<{ category: string; at_cost: number; at_price: number }>;
}) {
  const data = rows.map((row) => ({ name: row.category, 'At cost': row.at_cost, 'At price': row.at_price }));
  return (
    <figure className="report-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={Math.max(160, data.length * 48 + 60)}>
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={aedTick} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={aedTip} />
          <Legend />
          <Bar dataKey="At cost" fill={COST} isAnimationActive={false} />
          <Bar dataKey="At price" fill={NET} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
