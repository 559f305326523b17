import type { Expansion, CatalogSnapshot, ProductEntry } from '../catalog/index.ts';

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
export function rankMatches(
  snapshot: CatalogSnapshot,
  meanings: readonly (readonly Expansion[])[],
  query: string,
  limit: number,
): ProductEntry[] {
  const index = snapshot.searchIndex();
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
