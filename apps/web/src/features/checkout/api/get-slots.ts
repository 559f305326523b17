import type { SlotsResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /delivery-slots`: the next days' delivery and pickup slots (public; the server answers no-store). */
export function getSlots(signal?: AbortSignal): Promise<SlotsResponse> {
  return api.get<SlotsResponse>('/delivery-slots', { signal });
}

/** Slots start two hours ahead at the soonest, so the list is refreshed every few minutes while checkout is open. */
export function getSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['slots'],
    queryFn: ({ signal }) => getSlots(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useSlots() {
  return useQuery(getSlotsQueryOptions());
}
