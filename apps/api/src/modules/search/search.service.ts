import { filsToAed, type SearchHit } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { answerTags, type CatalogView, SEARCH_TAG } from '../catalog/index.ts';

/** Suggestions returned for one query. */
export const SEARCH_RESULT_LIMIT = 10;
/** Words of a query that are looked at; the rest are ignored. */
const MAX_QUERY_WORDS = 6;

/** Lower-cases, drops punctuation other than letters, digits, spaces, dashes and apostrophes, and collapses spaces. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalized query that are looked at, in order, once each. */
export function queryWords(normalized: string): string[] {
  return [
    ...new Set(
      normalized
        .split(' ')
        .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
        .filter(Boolean),
    ),
  ].slice(0, MAX_QUERY_WORDS);
}

/**
 * The header's search, answered from the catalog read model (decisions 003 and 007), which expands each word to
 * what it may mean and ranks the products.
 */
export function createSearchService(catalog: () => CatalogView) {
  function search(normalized: string): SearchHit[] {
    return catalog()
      .search(queryWords(normalized), normalized, SEARCH_RESULT_LIMIT)
      .map((p) => ({
        id: p.id,
        name: p.card.name,
        route: p.route,
        category_route: p.card.category.route,
        sub_category_route: p.card.sub_category?.route ?? null,
        featured_img: p.card.featured_img,
        price: filsToAed(p.sortPriceFils),
        rating: p.card.rating,
      }));
  }

  return {
    /**
     * Suggestions for a query; every spelling that normalizes the same (case, spaces, punctuation) shares one answer.
     */
    search(query: string): CacheableRead<SearchHit[]> {
      const normalized = normalizeQuery(query);
      return {
        key: `search:${normalized}`,
        build: () => {
          const hits = search(normalized);
          return { value: hits, tags: [SEARCH_TAG, ...answerTags(hits)] };
        },
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
