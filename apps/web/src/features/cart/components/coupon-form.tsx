import { CART_MESSAGES, formatAed, type CouponOffer } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { useCartStore } from '@/stores/cart-store';
import { checkCoupon } from '../api/check-coupon';
import { useCoupons } from '../api/get-coupons';

/** How a listed coupon reads: what it takes off and from what order. */
function offerText(c: CouponOffer): string {
  const off = c.kind === 'percent' ? `${c.value}% off` : `${formatAed(c.value)} off`;
  return c.min_order > 0 ? `${off} orders from ${formatAed(c.min_order)}` : off;
}

/** Coupon entry on /cart (`POST /check-available-coupon`), with the coupons this shopper may use (`GET /coupons`). */
export function CouponForm({ goodsFils }: { goodsFils: number }) {
  const userId = useAppStore((s) => s.user.userId);
  const coupon = useCartStore((s) => s.coupon);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const { coupons } = useCoupons(userId);
  const check = useMutation({
    mutationFn: (entered: string) => checkCoupon(userId as number, entered),
    onSuccess: (body) => {
      if (body.status !== 200) {
        setProblem(body.message);
        return notify('error', body.message);
      }
      useCartStore.getState().applyCoupon({ code: body.name, value: body.coupon_value, goodsFils });
      setProblem(null);
      setCode('');
      notify('success', body.message);
    },
    onError: (err) => {
      const text = errorText(err, CART_MESSAGES.updateFailed);
      setProblem(text);
      notify('error', text);
    },
  });

  const apply = (entered: string) => {
    const trimmed = entered.trim();
    if (!trimmed) return setProblem('Please enter a coupon.');
    if (!check.isPending) check.mutate(trimmed);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(code);
  };

  if (coupon) {
    return (
      <div className="coupon coupon--applied">
        <p>
          {'Coupon '}
          <strong>{coupon.code}</strong>
          {` applied: ${formatAed(coupon.value)} off.`}
        </p>
        <button type="button" className="link-button" onClick={() => useCartStore.getState().clearCoupon()}>
          Remove coupon
        </button>
      </div>
    );
  }

  return (
    <form className="coupon" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="coupon__label">
        Have a coupon?
      </label>
      <div className="coupon__row">
        <input
          id={inputId}
          className="coupon__input"
          value={code}
          maxLength={40}
          autoComplete="off"
          placeholder="Coupon code"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn btn--ghost btn--small" disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} className="coupon__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {coupons.length ? (
        <div className="coupon__offers">
          <p className="coupon__offers-title">Coupons for you</p>
          <ul>
            {coupons.map((c) => (
              <li key={c.name}>
                <button
                  type="button"
                  className="coupon__offer"
                  disabled={check.isPending}
                  onClick={() => apply(c.name)}
                >
                  <strong>{c.name}</strong>
                  <span>{c.description || offerText(c)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
