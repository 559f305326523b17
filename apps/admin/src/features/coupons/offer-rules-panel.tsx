import {
  FREE_SHIPPING_LIMIT_FILS,
  SHIPPING_CHARGE_FILS,
  VAT_PERCENT,
  WINE_OFFER_MAX_DISCOUNT_PERCENT,
  WINE_OFFER_PRICE_LIMIT_FILS,
  filsToAed,
  formatAed,
} from '@shop/shared/rules';

const aed = (fils: number) => formatAed(filsToAed(fils));

/**
 * The shop's standing offers, read-only: the rules themselves live in the shared code, which prices every cart and
 * order, and change with a release, not here. Staff read them to know what a coupon comes on top of.
 */
export function OfferRulesPanel() {
  return (
    <section className="panel offer-rules" aria-labelledby="offer-rules-title">
      <h2 id="offer-rules-title">Standing offers</h2>
      <p className="page-head__note">Set in the shop’s code, the same for every order. Coupons come on top of them.</p>
      <dl className="facts__list offer-rules__list">
        <dt>Wine offer</dt>
        <dd>
          Wines under {aed(WINE_OFFER_PRICE_LIMIT_FILS)} a bottle go in pairs, most expensive first: the cheaper bottle
          of each pair is {WINE_OFFER_MAX_DISCOUNT_PERCENT}% off. An odd bottle pays in full.
        </dd>
        <dt>Delivery</dt>
        <dd>
          {aed(SHIPPING_CHARGE_FILS)}, free when the goods come to more than {aed(FREE_SHIPPING_LIMIT_FILS)} after the
          offer and the coupon. Pickup is free.
        </dd>
        <dt>Order of discounts</dt>
        <dd>The wine offer first, then the coupon on what is left, then delivery.</dd>
        <dt>VAT</dt>
        <dd>{VAT_PERCENT}%, included in every price.</dd>
      </dl>
    </section>
  );
}
