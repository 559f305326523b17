import { useState, type KeyboardEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { useCartStore, type AppliedCoupon } from '@/stores/cart-store';
import { useCheckCoupon } from '../api/coupons';

export interface CouponFieldProps {
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
  /** The server's word on the coupon when the order was refused for it. */
  error?: string | null;
}

/**
 * The coupon, prefilled with the one applied on /cart and editable: a new code is checked with
 * `POST /check-available-coupon` (its message shows by the field and as a toast); the applied one is kept for /cart
 * too.
 */
export function CouponField({ applied, onApplied, error }: CouponFieldProps) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheckCoupon();
  const userId = useAppStore((s) => s.user.userId);

  const apply = () => {
    const wanted = code.trim();
    if (!wanted) return setProblem('Please enter a coupon code.');
    check.mutate(
      { user_id: userId ?? undefined, coupon_id: wanted },
      {
        onSuccess: (answer) => {
          if (answer.status !== 200) {
            setProblem(answer.message);
            return notify('error', answer.message);
          }
          const coupon = { code: answer.name, value: answer.coupon_value };
          setProblem(null);
          setCode(answer.name);
          useCartStore.getState().applyCoupon(coupon);
          onApplied(coupon);
          notify('success', answer.message);
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Something Went Wrong!';
          setProblem(message);
          notify('error', message);
        },
      },
    );
  };
  const remove = () => {
    setCode('');
    setProblem(null);
    useCartStore.getState().clearCoupon();
    onApplied(null);
  };
  // The field sits in the checkout form: Enter applies the coupon rather than placing the order.
  const applyOnEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  const isApplied = applied !== null && applied.code.toUpperCase() === code.trim().toUpperCase();

  return (
    <div>
      <FormField
        label="Coupon code"
        error={problem ?? error}
        hint={isApplied ? `${applied.code} is applied.` : undefined}
      >
        {(c) => (
          <div className="checkout-coupon__row">
            <input
              {...c}
              className="field__input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              onKeyDown={applyOnEnter}
              onChange={(e) => {
                setCode(e.target.value);
                setProblem(null);
              }}
            />
            {isApplied ? (
              <button type="button" className="btn btn--ghost btn--small" onClick={remove}>
                Remove
              </button>
            ) : (
              <button type="button" className="btn btn--ghost btn--small" onClick={apply} disabled={check.isPending}>
                {check.isPending ? 'Checking...' : 'Apply'}
              </button>
            )}
          </div>
        )}
      </FormField>
    </div>
  );
}
