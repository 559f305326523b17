import type { CheckCouponResponse } from '@shop/shared/rules';
import { api } from '@/lib/api-client';

/**
 * `POST /check-available-coupon`: body status 200 with what the coupon takes off this cart now (AED), or 400 with why
 * not.
 */
export function checkCoupon(userId: number, code: string): Promise<CheckCouponResponse> {
  return api.post<CheckCouponResponse>('/check-available-coupon', { user_id: userId, coupon_id: code });
}
