import { CART_CACHE_MS, DEFAULT_CACHE_MS, LONG_CACHE_MS } from '@shop/shared/rules';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Spec section 9: cached GETs live 5 minutes unless a query says otherwise. Every failed call of a change (cart,
 * wishlist, orders, forms) is logged (spec section 8: "unspecified failures are only logged"); the storefront also
 * shows it, decision 014.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (err) => console.warn('A change failed:', err) }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_CACHE_MS,
        gcTime: DEFAULT_CACHE_MS,
        refetchOnWindowFocus: false,
        // A read that failed is not asked again merely because a component using it mounts: on a public page its
        // loader has just tried it (decision 023), and the page shows the failure (a not-found view, a Try again) at
        // once, as the server rendered it, instead of a spinner and the same request again.
        retryOnMount: false,
        // A 4xx will not change on retry; network blips might.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** Home best-selling, about FAQ and corporate FAQ: stale and cache time 3,000,000 ms (spec section 9). */
export const longCache = { staleTime: LONG_CACHE_MS, gcTime: LONG_CACHE_MS } as const;

/** The cart and wishlist GETs: max age 600,000 ms (spec section 9), kept as long as they are fresh. */
export const personalCache = { staleTime: CART_CACHE_MS, gcTime: CART_CACHE_MS } as const;

/** The storefront's one query client (route loaders prefetch into it). */
export const queryClient = createQueryClient();
