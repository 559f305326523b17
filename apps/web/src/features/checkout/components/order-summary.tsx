import { displayedPrice, filsToAed, formatAed, VAT_PERCENT, type CartItem, type OrderTotals } from '@shop/shared/rules';
import type { ReactNode } from 'react';
import '@/components/ui/amounts.css';

const money = (fils: number) => formatAed(filsToAed(fils));

/** The lines and the amounts of the order about to be placed (the shared pricing rule's totals). */
export function OrderSummary({
  lines,
  totals,
  couponCode,
  pickup,
  children,
}: {
  lines: readonly CartItem[];
  totals: OrderTotals;
  couponCode: string | null;
  pickup: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="checkout-summary panel" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout__heading">
        Your order
      </h2>
      <ul className="checkout-summary__lines">
        {lines.map((line) => {
          const size = line.price_variation[0];
          return (
            <li key={line.cart_id} className="checkout-summary__line">
              <span className="checkout-summary__name">
                {line.name}
                <span className="checkout-summary__meta">{`${size ? `${size.value} · ` : ''}${line.qty} × ${size ? formatAed(displayedPrice(size)) : ''}`}</span>
              </span>
              <span className="checkout-summary__amount">{formatAed(line.line_total)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="amounts">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(totals.subtotalFils)}</dd>
        </div>
        {totals.offerDiscountFils ? (
          <div className="amounts__saving">
            <dt>Wine offer</dt>
            <dd>{`− ${money(totals.offerDiscountFils)}`}</dd>
          </div>
        ) : null}
        {couponCode ? (
          <div className="amounts__saving">
            <dt>{`Coupon ${couponCode}`}</dt>
            <dd>{totals.couponApplied ? `− ${money(totals.couponDiscountFils)}` : 'Not applicable'}</dd>
          </div>
        ) : null}
        <div>
          <dt>{pickup ? 'Store pickup' : 'Delivery'}</dt>
          <dd>{totals.shippingFils ? money(totals.shippingFils) : 'Free'}</dd>
        </div>
        <div className="amounts__total">
          <dt>Total</dt>
          <dd>{money(totals.totalFils)}</dd>
        </div>
        <div className="amounts__vat">
          <dt>{`Includes VAT (${VAT_PERCENT}%)`}</dt>
          <dd>{money(totals.vatFils)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
