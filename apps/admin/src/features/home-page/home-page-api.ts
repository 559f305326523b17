import type {
  SearchResponse,
  StaffBanner,
  StaffCategory,
  StaffChoice,
  StaffHomeRow,
  StaffOffer,
} from '@shop/shared/rules';
import { htmlToText } from '@shop/shared/rules';
import { api, ApiError } from '../../api/client.ts';
import { listCalls } from '../../api/ordered-list-calls.ts';

/** The home page as the back office edits it (issue 26, item 4). */

export const homePageKeys = {
  all: ['home-page'] as const,
  rows: ['home-page', 'rows'] as const,
  banners: ['home-page', 'banners'] as const,
  offers: ['home-page', 'offers'] as const,
  choices: ['home-page', 'choices'] as const,
  categories: ['home-page', 'categories'] as const,
};

/** The categories a featured row can show. */
export const fetchCategories = async () => (await api.get<{ data: StaffCategory[] }>('/catalog/categories')).data;

export const rowCalls = listCalls<StaffHomeRow>('/home-page/rows');
export const bannerCalls = listCalls<StaffBanner>('/home-page/banners');
export const offerCalls = listCalls<StaffOffer>('/home-page/offers');
export const choiceCalls = listCalls<StaffChoice>('/home-page/choices');

/** Sets an our-choice list's products, all of them, in order. */
export const setChoiceProducts = (id: number, productIds: number[]) =>
  api.put<StaffChoice>(`/home-page/choices/${id}/products`, { product_ids: productIds });

/** Products on sale whose name matches, through the storefront's own search (the shop's public call). */
export async function findProducts(query: string): Promise<{ id: number; name: string }[]> {
  const response = await fetch('/api/v1/global-search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  if (!response.ok) throw new ApiError(response.status, 'The search did not answer. Try again.', 'SEARCH');
  const { products } = (await response.json()) as SearchResponse;
  return products.map((p) => ({ id: p.id, name: htmlToText(p.name) }));
}
