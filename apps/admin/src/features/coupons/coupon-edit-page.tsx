import { shopToday } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { CouponForm } from './coupon-form.tsx';
import { couponFormOf, emptyCouponForm } from './coupon-form-values.ts';
import { couponsKeys, createCoupon, fetchCoupon, updateCoupon } from './coupons-api.ts';

/** Making a coupon. */
export function NewCouponPage() {
  return (
    <>
      <Link className="back" to="/coupons">
        All coupons
      </Link>
      <div className="page-head">
        <PageHeading title="New coupon">New coupon</PageHeading>
      </div>
      <CouponForm
        initial={emptyCouponForm(shopToday(new Date()))}
        save={createCoupon}
        submitLabel="Create coupon"
        cancelTo="/coupons"
      />
    </>
  );
}

/** Changing a coupon's rules; its uses so far stay counted. */
export function EditCouponPage() {
  const { id = '' } = useParams();
  const found = useQuery({ queryKey: couponsKeys.detail(id), queryFn: () => fetchCoupon(id) });
  const coupon = found.data?.coupon;
  return (
    <>
      <Link className="back" to={`/coupons/${id}`}>
        Back to the coupon
      </Link>
      <div className="page-head">
        <PageHeading title={coupon ? `Change ${coupon.code}` : 'Change a coupon'}>
          {coupon ? `Change ${coupon.code}` : 'Change a coupon'}
        </PageHeading>
      </div>
      <ErrorAlert error={found.error} />
      {found.isPending && <Loading what="the coupon" />}
      {coupon && (
        <CouponForm
          key={coupon.id}
          initial={couponFormOf(coupon)}
          save={(body) => updateCoupon(coupon.id, body)}
          submitLabel="Save changes"
          cancelTo={`/coupons/${coupon.id}`}
        />
      )}
    </>
  );
}
