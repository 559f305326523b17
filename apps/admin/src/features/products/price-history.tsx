import type { PriceChange } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatDateTimeYear, formatMoney } from '../../lib/shop-format.ts';
import { fetchPriceHistory, productsKeys } from './products-api.ts';

const pricesText = (p: PriceChange['before']) =>
  p === null
    ? '—'
    : `${formatMoney(p.price_fils / 100)}${p.offer_price_fils ? `, offer ${formatMoney(p.offer_price_fils / 100)}` : ''}`;

/** The product's price changes, newest first, from the audit log: who set which size's price, from what to what. */
export function PriceHistory({ productId }: { productId: number }) {
  const history = useQuery({ queryKey: productsKeys.history(productId), queryFn: () => fetchPriceHistory(productId) });
  const changes = history.data?.changes;
  const phone = useMediaQuery(PHONE);
  return (
    <section className="product-section price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Price history</h2>
      <ErrorAlert error={history.error} />
      {!changes ? (
        history.isPending && <Loading what="the price history" />
      ) : changes.length === 0 ? (
        <p className="empty">No price has been set yet.</p>
      ) : phone ? (
        <ul className="order-cards" aria-label="Price changes, newest first">
          {changes.map((change) => (
            <li key={change.id} className="order-card">
              <p className="order-card__line">
                <strong>{change.size}</strong>: {pricesText(change.before)} →{' '}
                {change.after === null ? 'size removed' : pricesText(change.after)}
              </p>
              <p className="order-card__line price-history__actor">
                <time dateTime={change.at}>{formatDateTimeYear(change.at)}</time> · {change.actor}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-wrap">
          <table className="orders-table price-history__table">
            <caption className="visually-hidden">Price changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Size</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <td>
                    <time dateTime={change.at}>{formatDateTimeYear(change.at)}</time>
                  </td>
                  <td>{change.size}</td>
                  <td>{pricesText(change.before)}</td>
                  <td>{change.after === null ? 'Size removed' : pricesText(change.after)}</td>
                  <td className="price-history__actor">{change.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
