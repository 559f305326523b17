import type { StaffBrand, StaffCategory, StaffOrigin } from '@shop/shared/rules';
import { listCalls } from '../../api/ordered-list-calls.ts';

/** The shop's structure as the back office edits it (issue 26, item 3): categories, brands and origins. */

export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  categories: ['taxonomy', 'categories'] as const,
  brands: ['taxonomy', 'brands'] as const,
  origins: ['taxonomy', 'origins'] as const,
};

export const categoryCalls = listCalls<StaffCategory>('/catalog/categories');
export const brandCalls = listCalls<StaffBrand>('/catalog/brands');
export const originCalls = listCalls<StaffOrigin>('/catalog/origins');
