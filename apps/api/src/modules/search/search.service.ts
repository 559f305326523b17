import { filsToAed, type SearchHit } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { answerTags, SEARCH_TAG } from '../catalog/catalog-cache-tags.ts';
import type { SearchRepo, Expansion } from './search.repo.ts';

/** Suggestions returned for one query. */
export const SEARCH_RESULT_LIMIT = 10;
/** Words of a query that are looked at; the rest are ignored. */
const MAX_QUERY_WORDS = 6;

/** Lower-cases, drops punctuation other than letters, digits, spaces, dashes and apostrophes, and collapses spaces. */
export function normalizeQuery(query: string): string {
  return query.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}\s'-]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** A lexeme quoted for a tsquery literal. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '').replace(/'/g, "''")}'`;
}

/**
 * The two tsqueries of a search: every query word must match one of its meanings (`any`), and the stricter one
 * where each word matches its best meaning (`best`). Words with no meaning in the catalog are left out,
 * so one stray word does not empty the list.
 */
export function buildQueries(expansions: Expansion[]): { any: string; best: string } | null {
  const byWord = new Map<number, Expansion[]>();
  for (const e of expansions) byWord.set(e.ord, [...(byWord.get(e.ord) ?? []), e]);
  if (!byWord.size) return null;
  const groups = [...byWord.values()];
  const top = (list: Expansion[]) => Math.max(...list.map((e) => e.score));
  return {
    any: groups.map((list) => `(${list.map((e) => lexeme(e.word)).join(' | ')})`).join(' & '),
    best: groups.map((list) => `(${list.filter((e) => e.score === top(list)).map((e) => lexeme(e.word)).join(' | ')})`).join(' & '),
  };
}

/** The words of a normalized query that are looked at, in order, once each. */
function queryWords(normalized: string): string[] {
  return [...new Set(normalized.split(' ').map((w) => w.replace(/^['-]+|['-]+$/g, '')).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

export function createSearchService(repo: SearchRepo, imageBase: string) {
  async function search(normalized: string): Promise<SearchHit[]> {
    const words = queryWords(normalized);
    if (!words.length) return [];
    const queries = buildQueries(await repo.expand(words));
    if (!queries) return [];
    const rows = await repo.match(queries.any, queries.best, normalized, SEARCH_RESULT_LIMIT);
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      route: r.route,
      category_route: r.category_route,
      sub_category_route: r.sub_category_route,
      featured_img: imageUrl(imageBase, r.featured_img),
      price: filsToAed(Number(r.price_fils)),
    }));
  }

  return {
    /** Suggestions for a query; every spelling that normalizes the same (case, spaces, punctuation) shares one answer. */
    search(query: string): CacheableRead<SearchHit[]> {
      const normalized = normalizeQuery(query);
      return {
        key: `search:${normalized}`,
        build: async () => {
          const hits = await search(normalized);
          return { value: hits, tags: [SEARCH_TAG, ...answerTags(hits)] };
        },
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
