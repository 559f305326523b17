import { CART_CACHE_MS, type CartResponse } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';

/** `GET /auth/carts/{user_id}` (spec section 7): the lines and totals in `data`, or body status 404 when empty. */
export function getCart(userId: number, signal?: AbortSignal): Promise<CartResponse> {
  return api.get<CartResponse>(`/auth/carts/${userId}`, { signal });
}

/** Keyed by the account, so one person's cart never shows under another's; every cart change invalidates ['cart']. */
export function getCartQueryOptions(userId: number | null, enabled = true) {
  return queryOptions({
    queryKey: ['cart', userId],
    queryFn: ({ signal }) => getCart(userId as number, signal),
    // Spec section 6: without a token the cart fetch is skipped; corporate buyers have no cart.
    enabled: enabled && userId !== null,
    staleTime: CART_CACHE_MS,
  });
}

/**
 * The signed-in shopper's cart; `lines` is empty for a guest, a corporate buyer or an empty cart. With
 * `fetch: false` it only reads what is cached (the header fetches once the account has settled, spec section 4).
 */
export function useCart({ fetch = true }: { fetch?: boolean } = {}) {
  const userId = useAppStore((s) => s.user.userId);
  const canShop = useAppStore((s) => selectIsLoggedIn(s) && !selectIsCorporate(s));
  const query = useQuery(getCartQueryOptions(canShop ? userId : null, fetch));
  const data = query.data?.status === 200 ? query.data.data : undefined;
  return { ...query, lines: data?.cart ?? [], summary: data?.summary, count: data?.summary.items ?? 0 };
}
