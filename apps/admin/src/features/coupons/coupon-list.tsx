import type { StaffCoupon } from '@shop/shared/rules';
import { Link } from 'react-router';
import { couponAmount, couponDays, CouponStateTag, couponUses } from './coupon-text.tsx';

interface ListProps {
  coupons: StaffCoupon[];
  caption: string;
}

/** The coupons at desk width: one row each, the code the link to it. */
export function CouponTable({ coupons, caption }: ListProps) {
  return (
    <div className="table-wrap">
      <table className="orders-table coupons-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Takes off</th>
            <th scope="col">Days</th>
            <th scope="col" className="num">
              Uses
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.id}>
              <td>
                <Link className="order-link coupon-code" to={`/coupons/${coupon.id}`}>
                  {coupon.code}
                </Link>
                {coupon.description && <span className="cell-sub">{coupon.description}</span>}
              </td>
              <td>{couponAmount(coupon)}</td>
              <td>{couponDays(coupon)}</td>
              <td className="num">{couponUses(coupon)}</td>
              <td>
                <CouponStateTag state={coupon.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The coupons on a phone: one card each, the whole card a link (through the code). */
export function CouponCards({ coupons, caption }: ListProps) {
  return (
    <ul className="order-cards" aria-label={caption}>
      {coupons.map((coupon) => (
        <li key={coupon.id} className="order-card coupon-card">
          <div className="order-card__top">
            <Link className="order-card__link coupon-code" to={`/coupons/${coupon.id}`}>
              {coupon.code}
            </Link>
            <CouponStateTag state={coupon.state} />
          </div>
          <p className="order-card__line">{couponAmount(coupon)}</p>
          <p className="order-card__line cell-sub">
            {couponDays(coupon)} · {couponUses(coupon)}
          </p>
        </li>
      ))}
    </ul>
  );
}
