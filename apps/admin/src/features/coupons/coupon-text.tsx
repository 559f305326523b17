import { COUPON_STATE_LABELS, formatAed, type CouponState, type StaffCoupon } from '@shop/shared/rules';
import { formatDay } from '../../lib/shop-format.ts';

/** What a coupon takes off, in words: `10% off, at most AED 50.00` or `AED 25.00 off`. */
export function couponAmount(coupon: Pick<StaffCoupon, 'kind' | 'value' | 'max_discount'>): string {
  if (coupon.kind === 'fixed') return `${formatAed(coupon.value)} off`;
  return coupon.max_discount === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, at most ${formatAed(coupon.max_discount)}`;
}

/** The days it works: `From 1 Mar 2026`, `1 Mar 2026 – 31 Mar 2026`. */
export function couponDays(coupon: Pick<StaffCoupon, 'starts_on' | 'ends_on'>): string {
  return coupon.ends_on === null
    ? `From ${formatDay(coupon.starts_on)}, no end`
    : `${formatDay(coupon.starts_on)} – ${formatDay(coupon.ends_on)}`;
}

/** Every rule it carries besides its amount and days, one short phrase each. */
export function couponConditions(coupon: StaffCoupon): string[] {
  const rules: string[] = [];
  if (coupon.min_order > 0) rules.push(`Orders from ${formatAed(coupon.min_order)}`);
  rules.push(
    coupon.max_uses === null
      ? 'No limit of uses'
      : `${coupon.max_uses} ${coupon.max_uses === 1 ? 'use' : 'uses'} in all`,
  );
  rules.push(`${coupon.max_uses_per_customer} per customer`);
  if (coupon.first_order_only) rules.push('First order only');
  if (coupon.categories.length) rules.push(`Only ${coupon.categories.map((c) => c.name).join(', ')}`);
  if (coupon.customer) rules.push(`Only for ${coupon.customer.name || `customer no. ${coupon.customer.id}`}`);
  return rules;
}

/** How its uses stand: `3 of 100 used`, `3 used`. */
export function couponUses(coupon: Pick<StaffCoupon, 'uses' | 'max_uses'>): string {
  return coupon.max_uses === null ? `${coupon.uses} used` : `${coupon.uses} of ${coupon.max_uses} used`;
}

const STATE_TONES: Readonly<Record<CouponState, string>> = {
  live: 'tag--ok',
  scheduled: 'tag--info',
  expired: 'tag--warn',
  used_up: 'tag--warn',
  inactive: 'tag--bad',
};

export function CouponStateTag({ state }: { state: CouponState }) {
  return <span className={`tag ${STATE_TONES[state]}`}>{COUPON_STATE_LABELS[state]}</span>;
}
