import type { CouponOffer } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /coupons`: the coupons this shopper may use now (a bare array). */
export function getCoupons(signal?: AbortSignal): Promise<CouponOffer[]> {
  return api.get<CouponOffer[]>('/coupons', { signal });
}

/** Keyed by the account: which coupons are open depends on who asks. */
export function getCouponsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['coupons', userId],
    queryFn: ({ signal }) => getCoupons(signal),
    enabled: userId !== null,
  });
}

export function useCoupons(userId: number | null) {
  const query = useQuery(getCouponsQueryOptions(userId));
  return { ...query, coupons: Array.isArray(query.data) ? query.data : [] };
}
