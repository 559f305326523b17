import { VAT_PERCENT, type StaffOrderDetail } from '@shop/shared/rules';
import { formatMoney, plainName } from './format.ts';

/** What was ordered and what it costs: the lines (names as text, never as markup) and the amounts with VAT. */
export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const amounts: Array<[string, string]> = [
    ['Subtotal', formatMoney(order.subtotal)],
    ...(order.offer_discount ? [['Offer discount', `− ${formatMoney(order.offer_discount)}`] as [string, string]] : []),
    ...(order.coupon_discount
      ? [
          [`Coupon${order.coupon ? ` ${order.coupon}` : ''}`, `− ${formatMoney(order.coupon_discount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Shipping', order.shipping ? formatMoney(order.shipping) : 'Free'],
  ];
  return (
    <section className="panel area-lines" aria-labelledby="lines-title">
      <h2 id="lines-title">Items</h2>
      <div className="table-wrap">
        <table className="lines-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.order_details.map((line) => (
              <tr key={line.id}>
                <td>
                  <span className="cell-main">{plainName(line.products.name)}</span>
                  <span className="cell-sub">
                    {line.size}, {formatMoney(line.unit_price)} each
                  </span>
                </td>
                <td className="num">{line.qty}</td>
                <td className="num">{formatMoney(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="amounts">
        {amounts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="amounts__total">
          <dt>Total</dt>
          <dd>{formatMoney(order.total_amount)}</dd>
        </div>
        <div className="amounts__vat">
          <dt>Includes VAT ({VAT_PERCENT}%)</dt>
          <dd>{formatMoney(order.vat)}</dd>
        </div>
      </dl>
    </section>
  );
}
