import type { CatalogSearchIndex, Expansion } from './catalog-search-index.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import type { ProductEntry } from './product-entry.ts';

/** How many spellings one query word may expand to. */
const EXPANSIONS_PER_WORD = 8;

interface Candidate {
  entry: ProductEntry;
  best: boolean;
  prefix: boolean;
}

const byRank = (a: Candidate, b: Candidate) =>
  Number(b.best) - Number(a.best) ||
  Number(b.prefix) - Number(a.prefix) ||
  b.entry.salesCount - a.entry.salesCount ||
  a.entry.id - b.entry.id;

/**
 * The products holding, for every query word, one of its meanings (`meanings`: one list per word, best first).
 * Those holding each word's best-scoring meaning come first, then those whose search text starts with the whole
 * query, then best sellers, then by id: the order the database's full-text query gave (decision 003).
 */
function rankMatches(
  snapshot: CatalogSnapshot,
  index: CatalogSearchIndex,
  meanings: readonly (readonly Expansion[])[],
  query: string,
  limit: number,
): ProductEntry[] {
  const holders = (words: readonly Expansion[]) => {
    const ids = new Set<number>();
    for (const { word } of words) for (const id of index.productsWith(word)) ids.add(id);
    return ids;
  };
  const any = meanings.map(holders).sort((a, b) => a.size - b.size);
  const best = meanings.map((list) => holders(list.filter((e) => e.score === list[0]!.score)));
  const [fewest, ...rest] = any;
  if (!fewest || limit <= 0) return [];
  // Common words match thousands of products: keep the best `limit` in order rather than sorting them all.
  const top: Candidate[] = [];
  for (const id of fewest) {
    if (!rest.every((ids) => ids.has(id))) continue;
    const entry = snapshot.products.get(id);
    if (!entry) continue;
    const candidate = { entry, best: best.every((ids) => ids.has(id)), prefix: entry.searchText.startsWith(query) };
    if (top.length === limit) {
      if (byRank(candidate, top[limit - 1]!) >= 0) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && byRank(candidate, top[at - 1]!) < 0) at--;
    top.splice(at, 0, candidate);
  }
  return top.map((c) => c.entry);
}

/**
 * The header's search over a snapshot (decision 003): each query word expands to the catalog words it may mean
 * (itself, words it begins, likely typos); words that mean nothing are left out, so one stray word does not empty
 * the list. `query` is the whole normalized query, which search texts may start with.
 */
export function searchCatalog(
  snapshot: CatalogSnapshot,
  words: readonly string[],
  query: string,
  limit: number,
): ProductEntry[] {
  const index = snapshot.searchIndex();
  const meanings = words.map((word) => index.expand(word, EXPANSIONS_PER_WORD)).filter((list) => list.length > 0);
  return meanings.length ? rankMatches(snapshot, index, meanings, query, limit) : [];
}
