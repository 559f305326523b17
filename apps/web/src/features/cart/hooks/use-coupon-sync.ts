import { useEffect } from 'react';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useCartStore } from '@/stores/cart-store';
import { checkCoupon } from '../api/check-coupon';

/**
 * Keeps the applied coupon true to the cart. `goodsFils` is the cart's goods after the wine offer, `null` for an
 * empty cart, `undefined` while it is not known yet. The server's `coupon_value` was worked out on the cart as it
 * was: when that changes, the coupon is checked again (a percentage takes more off a bigger cart, a smaller cart
 * may fall below the minimum), and it goes away with an empty cart or a logout. The header runs it, being on every
 * page a shopper can change the cart from.
 */
export function useCouponSync(goodsFils: number | null | undefined) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((s) => s.user.userId);
  const coupon = useCartStore((s) => s.coupon);

  useEffect(() => {
    const { applyCoupon, clearCoupon } = useCartStore.getState();
    if (!coupon) return;
    if (!loggedIn || userId === null || goodsFils === null) return clearCoupon();
    if (goodsFils === undefined || coupon.goodsFils === goodsFils) return;
    let stale = false;
    checkCoupon(userId, coupon.code).then(
      (body) => {
        if (stale) return;
        if (body.status === 200) return applyCoupon({ code: body.name, value: body.coupon_value, goodsFils });
        clearCoupon();
        notify('warn', body.message);
      },
      () => {
        // The amount can no longer be vouched for; the shopper may apply the coupon again.
        if (!stale) clearCoupon();
      },
    );
    return () => {
      stale = true;
    };
  }, [coupon, goodsFils, loggedIn, userId]);
}

/** Whether the applied coupon's amount is being checked again for a changed cart (its line may still change). */
export function useCouponChecking(goodsFils: number): boolean {
  return useCartStore((s) => Boolean(s.coupon && s.coupon.goodsFils !== goodsFils));
}
