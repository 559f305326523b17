import { formatAed } from '@shop/shared/rules';

interface Column<T> {
  label: string;
  value: (row: T) => string | number;
  /** Figures line up on the right. */
  numeric?: boolean;
}

/** A report's figures as a table, with its totals in the foot when it has them. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  keyOf,
  total,
}: {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  keyOf: (row: T) => string | number;
  total?: T;
}) {
  return (
    <div className="table-wrap report-table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? 'num' : undefined}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              {columns.map((c, i) => (
                <td key={c.label} className={c.numeric ? 'num' : undefined}>
                  {i === 0 ? 'Total' : c.value(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** Net, VAT and gross columns, in AED. */
export function amountColumns<T extends { net: number; vat: number; gross: number }>(): Column<T>[] {
  return [
    { label: 'Net', value: (r) => formatAed(r.net), numeric: true },
    { label: 'VAT', value: (r) => formatAed(r.vat), numeric: true },
    { label: 'Gross', value: (r) => formatAed(r.gross), numeric: true },
  ];
}
