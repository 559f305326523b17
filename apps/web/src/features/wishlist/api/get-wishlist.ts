import type { WishlistItem, WishlistResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personalCache } from '@/lib/query-client';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';

const NOTHING: WishlistItem[] = [];

/** `GET /auth/wishlist/{user_id}` (spec section 7): a bare array. */
export function getWishlist(userId: number, signal?: AbortSignal): Promise<WishlistResponse> {
  return api.get<WishlistResponse>(`/auth/wishlist/${userId}`, { signal });
}

/** Keyed by the account; every wishlist change invalidates ['wishlist']. */
export function getWishlistQueryOptions(userId: number | null, enabled = true) {
  return queryOptions({
    queryKey: ['wishlist', userId],
    queryFn: ({ signal }) => getWishlist(userId as number, signal),
    // Spec sections 4 and 6: without a token the wishlist reads as empty and is not fetched.
    enabled: enabled && userId !== null,
    ...personalCache,
  });
}

/**
 * The signed-in shopper's wishlist; `items` is empty for a guest or a corporate buyer. With `fetch: false` it only
 * reads what the header (or the wishlist page) fetched: a grid of hearts must not each start a request.
 */
export function useWishlist({ fetch = true }: { fetch?: boolean } = {}) {
  const userId = useAppStore((s) => s.user.userId);
  const canShop = useAppStore((s) => selectIsLoggedIn(s) && !selectIsCorporate(s));
  const query = useQuery(getWishlistQueryOptions(canShop ? userId : null, fetch));
  // The spec's client breaks on anything but an array: read anything else as empty.
  const items = canShop && Array.isArray(query.data) ? query.data : NOTHING;
  return { ...query, items, count: items.length };
}

/** The wishlist line of a product: matched by product id and route (spec section 3). */
export function findInWishlist(
  items: readonly WishlistItem[],
  product: { id: number; route: string },
): WishlistItem | undefined {
  return items.find((item) => item.id === product.id && item.route === product.route);
}
