import { Fragment } from 'react';
import { SetStockForm } from './set-stock-form.tsx';
import { SavedNote, SetStockButton, StockLevel, type StockListProps } from './stock-rows.tsx';

type Sorted = { sortedBy: 'name' | 'stock'; dir: 'asc' | 'desc' };

/**
 * The stock list at desk width: one row per size, and the form of the size being set in a row of its own under it.
 * The sorted column says so (`aria-sort`); the sort itself is chosen above the table.
 */
export function StockTable(props: StockListProps & Sorted) {
  const { sizes, threshold, caption, canWrite, open, saved, onSaved, onClose, sortedBy, dir } = props;
  const sorted = (column: 'name' | 'stock') =>
    sortedBy === column ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <div className="table-wrap">
      <table className="orders-table stock-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={sorted('name')}>
              Product
            </th>
            <th scope="col">Size</th>
            <th scope="col" className="num" aria-sort={sorted('stock')}>
              Stock
            </th>
            <th scope="col">Level</th>
            {canWrite && (
              <th scope="col">
                <span className="visually-hidden">Change</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <Fragment key={size.price_variation_id}>
              <tr className={open === size.price_variation_id ? 'is-open' : undefined}>
                <td>
                  <span className="cell-main">{size.name}</span>
                  <span className="cell-sub">
                    {size.category.name}
                    {!size.on_sale && ' · off sale'}
                  </span>
                </td>
                <td className="stock-table__size">{size.size}</td>
                <td className="num">
                  <span className="stock-count">{size.stock}</span>
                  <SavedNote size={size} saved={saved} />
                </td>
                <td>
                  <StockLevel stock={size.stock} threshold={threshold} />
                </td>
                {canWrite && (
                  <td className="stock-table__action">
                    <SetStockButton size={size} {...props} />
                  </td>
                )}
              </tr>
              {canWrite && open === size.price_variation_id && (
                <tr className="stock-table__form">
                  <td colSpan={5}>
                    <SetStockForm
                      size={size}
                      onSaved={(answer) => onSaved(size, answer)}
                      onClose={() => onClose(size.price_variation_id)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
