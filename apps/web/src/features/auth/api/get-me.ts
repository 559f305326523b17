import type { Me } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** `GET /auth/me`: the account's details, kept in the store as the user's details (spec section 3). */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const me = await api.get<Me>('/auth/me', { signal });
  useAppStore.getState().setDetails(me);
  return me;
}

/** Keyed by the account, so one person's details never show under another's. */
export function getMeQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: ['auth', 'me', userId],
    queryFn: ({ signal }) => getMe(signal),
    enabled: userId !== null,
  });
}

/**
 * The details, fetched whenever a page using them mounts (the spec's client fetched them when /account mounts); the
 * stored copy shows meanwhile.
 */
export function useMe() {
  const userId = useAppStore((s) => s.user.userId);
  const stored = useAppStore((s) => s.user.details);
  return useQuery({ ...getMeQueryOptions(userId), refetchOnMount: 'always', placeholderData: stored ?? undefined });
}
