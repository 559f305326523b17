import type { CartResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { personalCache } from '@/lib/query-client';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';

/**
 * `GET /auth/carts/{user_id}` (spec section 7): the lines and totals in `data`, or body status 404 when empty. Any
 * other answer is logged as a warning (spec section 8); a failed call keeps the cart shown as it was.
 */
export async function getCart(userId: number, signal?: AbortSignal): Promise<CartResponse> {
  let body: CartResponse;
  try {
    body = await api.get<CartResponse>(`/auth/carts/${userId}`, { signal });
  } catch (err) {
    if (!signal?.aborted) console.warn('Unexpected cart status', err instanceof ApiError ? err.status : err);
    throw err;
  }
  const status: number = body.status;
  if (status !== 200 && status !== 404) console.warn('Unexpected cart status', status);
  return body;
}

/** Keyed by the account, so one person's cart never shows under another's; every cart change invalidates ['cart']. */
export function getCartQueryOptions(userId: number | null, enabled = true) {
  return queryOptions({
    queryKey: ['cart', userId],
    queryFn: ({ signal }) => getCart(userId as number, signal),
    // Spec section 6: without a token the cart fetch is skipped; corporate buyers have no cart.
    enabled: enabled && userId !== null,
    ...personalCache,
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
