import type { ChoicesResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The curated lists (/our-choice/{choice}): a bare array. */
export function getChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['choices-category-list'],
    queryFn: ({ signal }) => api.get<ChoicesResponse>('/choices-category-list', { signal }),
  });
}

export function useChoices() {
  return useQuery(getChoicesQueryOptions());
}
