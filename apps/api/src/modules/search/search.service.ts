import { filsToAed, type SearchHit } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { answerTags, type CatalogSnapshot, SEARCH_TAG } from '../catalog/index.ts';
import { rankMatches } from './search-ranking.ts';

/** Suggestions returned for one query. */
export const SEARCH_RESULT_LIMIT = 10;
/** Words of a query that are looked at; the rest are ignored. */
const MAX_QUERY_WORDS = 6;
/** How many spellings one query word may expand to. */
const EXPANSIONS_PER_WORD = 8;

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
 * The header's search, answered from the catalog read model (decisions 003 and 007): each query word expands to
 * the catalog words it may mean (itself, words it begins, likely typos); words that mean nothing are left out, so
 * one stray word does not empty the list.
 */
export function createSearchService(snapshot: () => CatalogSnapshot) {
  function search(normalized: string): SearchHit[] {
    const s = snapshot();
    const index = s.searchIndex();
    const meanings = queryWords(normalized)
      .map((word) => index.expand(word, EXPANSIONS_PER_WORD))
      .filter((list) => list.length > 0);
    if (!meanings.length) return [];
    return rankMatches(s, meanings, normalized, SEARCH_RESULT_LIMIT).map((p) => ({
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
