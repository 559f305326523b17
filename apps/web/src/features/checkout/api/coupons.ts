import type { CheckCouponResponse, CouponOffer } from '@shop/shared/rules';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** `GET /coupons`: the coupons this shopper may use now, with their rules (kind, value, minimum order). */
export function getCouponOffers(signal?: AbortSignal): Promise<CouponOffer[]> {
  return api.get<CouponOffer[]>('/coupons', { signal });
}

/** The checkout's own key: the rules are read here to price the summary, whatever the cart page keeps. */
export function getCouponOffersQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['checkout', 'coupons', userId],
    queryFn: ({ signal }) => getCouponOffers(signal),
    enabled: userId !== null,
  });
}

export function useCouponOffers() {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery(getCouponOffersQueryOptions(userId));
}

/**
 * `POST /check-available-coupon` (contract 7.16): body status 200 with what it takes off the cart now, or 400 with why
 * not.
 */
export function checkCoupon(body: { user_id?: number; coupon_id: string }): Promise<CheckCouponResponse> {
  return api.post<CheckCouponResponse>('/check-available-coupon', body);
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
