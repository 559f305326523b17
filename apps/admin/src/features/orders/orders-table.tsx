import type { QueueTable } from './use-queue-table.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The queue at desk width: a real table, its sortable headers buttons that say their order (`aria-sort`). */
export function OrdersTable({ table, caption }: { table: QueueTable; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const numeric = header.column.id === 'items' || header.column.id === 'total';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={numeric ? 'num' : undefined}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span className="sort-button__mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.id === 'items' || cell.column.id === 'total' ? 'num' : undefined}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
