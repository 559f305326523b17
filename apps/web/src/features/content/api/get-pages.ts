import type {
  ContactDetailsResponse,
  FaqListResponse,
  FaqPageResponse,
  InfoPageResponse,
  InfoPageSlug,
} from '@shop/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { longCache } from '@/lib/query-client';

export function getFaqPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['faq-page', page],
    queryFn: ({ signal }) => api.get<FaqPageResponse>('/faq-page', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFaqPage(page: number) {
  return useQuery(getFaqPageQueryOptions(page));
}

/** About FAQ: cached 3,000,000 ms (spec section 9). */
export function getAboutFaqQueryOptions() {
  return queryOptions({
    queryKey: ['about-faq'],
    queryFn: ({ signal }) => api.get<FaqListResponse>('/about-faq', { signal }),
    ...longCache,
  });
}

export function useAboutFaq() {
  return useQuery(getAboutFaqQueryOptions());
}

/** Corporate FAQ: cached 3,000,000 ms (spec section 9). The page's other words are an information page. */
export function getCorporateFaqQueryOptions() {
  return queryOptions({
    queryKey: ['corporate'],
    queryFn: ({ signal }) => api.get<FaqListResponse>('/corporate', { signal }),
    ...longCache,
  });
}

export function useCorporateFaq() {
  return useQuery(getCorporateFaqQueryOptions());
}

/** Static contact details (spec section 1): they rarely change, so they stay fresh for the session. */
export function getContactQueryOptions() {
  return queryOptions({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => api.get<ContactDetailsResponse>('/contact-details', { signal }).then((r) => r.data),
    ...longCache,
  });
}

export function useContactDetails() {
  return useQuery(getContactQueryOptions());
}

/** An information page (about, corporate, a policy) as staff wrote it, its placeholders filled by the API. */
export function getInfoPageQueryOptions(slug: InfoPageSlug) {
  return queryOptions({
    queryKey: ['info-page', slug],
    queryFn: ({ signal }) => api.get<InfoPageResponse>(`/pages/${slug}`, { signal }).then((r) => r.data),
  });
}

export function useInfoPage(slug: InfoPageSlug) {
  return useQuery(getInfoPageQueryOptions(slug));
}
