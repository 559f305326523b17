import { formatAed, type CouponUse, type StaffCoupon } from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { couponAmount, couponConditions, couponDays, CouponStateTag, couponUses } from './coupon-text.tsx';
import { couponsKeys, fetchCoupon, setCouponActive } from './coupons-api.ts';

/** One coupon: its rules, deactivating or reactivating it, and the orders that used it. */
export function CouponDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const found = useQuery({ queryKey: couponsKeys.detail(id), queryFn: () => fetchCoupon(id) });
  const detail = found.data;
  // Said once after the form saved; an action on this page says its own.
  const [saved, setSaved] = useState((location.state as { saved?: string } | null)?.saved ?? null);
  return (
    <>
      <Link className="back" to="/coupons">
        All coupons
      </Link>
      <div className="page-head">
        <PageHeading title={detail ? `Coupon ${detail.coupon.code}` : 'Coupon'}>
          {detail ? <span className="coupon-code">{detail.coupon.code}</span> : 'Coupon'}
        </PageHeading>
        {detail && <CouponStateTag state={detail.coupon.state} />}
      </div>
      <StatusMessage>{saved}</StatusMessage>
      <ErrorAlert error={found.error} />
      {found.isPending && <Loading what="the coupon" />}
      {detail && (
        <div className="customer-detail">
          <div className="customer-detail__main coupon-detail__main">
            <CouponRules coupon={detail.coupon} />
            <CouponUsesList coupon={detail.coupon} uses={detail.uses} />
          </div>
          <div className="customer-detail__side">
            <ActivePanel coupon={detail.coupon} onChange={() => setSaved(null)} />
          </div>
        </div>
      )}
    </>
  );
}

function CouponRules({ coupon }: { coupon: StaffCoupon }) {
  return (
    <section className="panel" aria-labelledby="coupon-rules-title">
      <div className="coupon-panel-head">
        <h2 id="coupon-rules-title">Rules</h2>
        <Link className="button" to={`/coupons/${coupon.id}/edit`}>
          Change the rules
        </Link>
      </div>
      <dl className="facts__list coupon-facts">
        <dt>Takes off</dt>
        <dd>{couponAmount(coupon)}</dd>
        <dt>Days</dt>
        <dd>{couponDays(coupon)}</dd>
        <dt>Conditions</dt>
        <dd>
          <ul className="coupon-conditions">
            {couponConditions(coupon).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </dd>
        {coupon.description && (
          <>
            <dt>Description</dt>
            <dd>{coupon.description}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Deactivating (refused at once at the cart and the order) and reactivating, audited. */
function ActivePanel({ coupon, onChange }: { coupon: StaffCoupon; onChange: () => void }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => setCouponActive(coupon.id, !coupon.active),
    onMutate: () => {
      setDone(null);
      onChange();
    },
    onSuccess: async (after) => {
      setDone(
        after.active
          ? `${after.code} is active again: shoppers can use it within its rules.`
          : `${after.code} is deactivated: shoppers are refused it from now on.`,
      );
      await queryClient.invalidateQueries({ queryKey: couponsKeys.all });
    },
  });
  return (
    <section className="panel" aria-labelledby="coupon-active-title">
      <h2 id="coupon-active-title">Availability</h2>
      <p>
        {coupon.active
          ? 'Active: shoppers can use it within its rules.'
          : 'Deactivated: shoppers are refused it. Its uses so far stay counted.'}
      </p>
      <p className="coupon-uses-count">{couponUses(coupon)}</p>
      <StatusMessage>{done}</StatusMessage>
      <ErrorAlert error={change.error} />
      <button
        type="button"
        className={`button ${coupon.active ? 'button--danger' : 'button--primary'}`}
        disabled={change.isPending}
        onClick={() => change.mutate()}
      >
        {coupon.active ? 'Deactivate' : 'Reactivate'}
      </button>
    </section>
  );
}

function CouponUsesList({ coupon, uses }: { coupon: StaffCoupon; uses: CouponUse[] }) {
  return (
    <section className="panel" aria-labelledby="coupon-uses-title">
      <h2 id="coupon-uses-title">Orders that used it</h2>
      {uses.length === 0 ? (
        <p className="empty">No order has used it yet. A cancelled order gives its use back.</p>
      ) : (
        <>
          {coupon.uses > uses.length && (
            <p className="page-head__note">
              The newest {uses.length} of {coupon.uses}.
            </p>
          )}
          <div className="table-wrap">
            <table className="orders-table coupon-uses">
              <caption className="visually-hidden">Orders that used {coupon.code}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Used</th>
                  <th scope="col" className="num">
                    Discount
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {uses.map((use) => (
                  <tr key={use.order_number}>
                    <td>
                      <Link className="order-link" to={`/orders/${use.order_number}`}>
                        {use.order_number}
                      </Link>
                      <span className="cell-sub">{use.state.replaceAll('_', ' ')}</span>
                    </td>
                    <td>
                      {use.customer.id === null ? (
                        use.customer.name
                      ) : (
                        <Link to={`/customers/${use.customer.id}`}>{use.customer.name}</Link>
                      )}
                    </td>
                    <td>
                      <time dateTime={use.used_at}>{formatDateTimeYear(use.used_at)}</time>
                    </td>
                    <td className="num">− {formatAed(use.discount)}</td>
                    <td className="num">{formatAed(use.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
