import { filsToAed, formatAed, type CartSummary } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';
import { useCartStore } from '@/stores/cart-store';
import { cartTotals } from '../hooks/cart-totals';

const aed = (fils: number) => formatAed(filsToAed(fils));

/** The totals box of /cart (spec sections 1 and 9): subtotal, wine offer, coupon, delivery, total. */
export function CartSummaryBox({ summary, busy = false }: { summary: CartSummary; busy?: boolean }) {
  const coupon = useCartStore((s) => s.coupon);
  const totals = cartTotals(summary, coupon);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>{`Subtotal (${summary.items} ${summary.items === 1 ? 'item' : 'items'})`}</dt>
          <dd>{aed(totals.subtotalFils)}</dd>
        </div>
        {totals.offerDiscountFils > 0 ? (
          <div className="cart-summary__saving">
            <dt>{`Wine offer: second wine up to ${SHOP_TERMS.wineOfferPercent}% off`}</dt>
            <dd>{`− ${aed(totals.offerDiscountFils)}`}</dd>
          </div>
        ) : null}
        {coupon && totals.couponDiscountFils > 0 ? (
          <div className="cart-summary__saving">
            <dt>{`Coupon ${coupon.code}`}</dt>
            <dd>{`− ${aed(totals.couponDiscountFils)}`}</dd>
          </div>
        ) : null}
        <div>
          <dt>Delivery</dt>
          <dd>{totals.shippingFils > 0 ? aed(totals.shippingFils) : 'Free'}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd>{aed(totals.totalFils)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">{`Includes VAT of ${aed(totals.vatFils)}.`}</p>
      {totals.shippingFils > 0 ? (
        <p className="cart-summary__hint">{`Free delivery on orders above ${SHOP_TERMS.freeDeliveryAbove}.`}</p>
      ) : null}
      {totals.offerDiscountFils === 0 ? (
        <p className="cart-summary__hint">
          {`Buy 1 wine, get the second up to ${SHOP_TERMS.wineOfferPercent}% off (wines under ${SHOP_TERMS.wineOfferBelow}).`}
        </p>
      ) : null}
      <Link to={paths.checkout()} className="btn btn--primary btn--block">
        Proceed to checkout
      </Link>
    </section>
  );
}
