import { formatAed, htmlToText, VAT_PERCENT, type OrderDetail } from '@shop/shared/rules';
import '@/components/ui/amounts.css';

/** What was ordered, at the price it was ordered at, and the amounts charged (as the server recorded them). */
export function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <section className="panel" aria-labelledby="lines-title">
      <h2 id="lines-title">Items</h2>
      <ul className="order-lines">
        {order.order_details.map((line) => (
          <li key={line.id} className="order-line">
            <img
              className="order-line__img"
              src={line.products.featured_img}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
            />
            <span className="order-line__name">
              {htmlToText(line.products.name)}
              <span className="order-line__meta">{`${line.size ? `${line.size} · ` : ''}${line.qty} × ${formatAed(line.unit_price)}`}</span>
            </span>
            <span className="order-line__amount">{formatAed(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="amounts">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatAed(order.subtotal)}</dd>
        </div>
        {order.offer_discount ? (
          <div className="amounts__saving">
            <dt>Wine offer</dt>
            <dd>{`− ${formatAed(order.offer_discount)}`}</dd>
          </div>
        ) : null}
        {order.coupon_discount ? (
          <div className="amounts__saving">
            <dt>{`Coupon ${order.coupon ?? ''}`.trim()}</dt>
            <dd>{`− ${formatAed(order.coupon_discount)}`}</dd>
          </div>
        ) : null}
        <div>
          <dt>{order.fulfilment === 'pickup' ? 'Store pickup' : 'Delivery'}</dt>
          <dd>{order.shipping ? formatAed(order.shipping) : 'Free'}</dd>
        </div>
        <div className="amounts__total">
          <dt>Total</dt>
          <dd>{formatAed(order.total_amount)}</dd>
        </div>
        <div className="amounts__vat">
          <dt>{`Includes VAT (${VAT_PERCENT}%)`}</dt>
          <dd>{formatAed(order.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
