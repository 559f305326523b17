import type { Address } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** `GET /auth/user-addresses/{user_id}` (contract 7.23): the shopper's addresses, default first, a bare array. */
export function getAddresses(userId: number, signal?: AbortSignal): Promise<Address[]> {
  return api.get<Address[]>(`/auth/user-addresses/${userId}`, { signal });
}

/** Keyed by the account, so one person's addresses never show under another's. */
export function getAddressesQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['addresses', userId],
    queryFn: ({ signal }) => getAddresses(userId as number, signal),
    enabled: userId !== null,
  });
}

export function useAddresses() {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery(getAddressesQueryOptions(userId));
}
