import { SIMILARITY_THRESHOLD, similarityOfCounts, trigrams } from '../../lib/trigram.ts';
import type { ProductEntry } from './product-entry.ts';

/**
 * A catalog word a query word may mean, with how well it fits: 2 itself, 1–2 a word it begins, below 1 a likely typo.
 */
export interface Expansion {
  word: string;
  score: number;
}

/** A word of the vocabulary with what ranking and similarity need, computed once. */
interface Term {
  word: string;
  /** In characters, as PostgreSQL's length() counts them. */
  length: number;
  trigramCount: number;
}

const byFit = (a: Expansion & { length: number }, b: Expansion & { length: number }) =>
  b.score - a.score || a.length - b.length || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** The first index of a sorted list whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A word of the vocabulary as the typo lookup reads it, with its trigrams. */
function termOf(word: string): { term: Term; grams: string[] } {
  const grams = trigrams(word);
  return { term: { word, length: [...word].length, trigramCount: grams.length }, grams };
}

/** Two sorted word lists as one, in the order `sort()` gives. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    merged.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  }
  return merged;
}

/**
 * The words of the active catalog's search texts, in memory (decision 003): which products hold each word, the
 * vocabulary sorted for prefix lookups, and its trigrams for typos. The words are the database's own
 * (`tsvector_to_array(search_vector)`, the 'simple' configuration), so a word here is a lexeme there.
 */
export class CatalogSearchIndex {
  private constructor(
    private readonly postings: ReadonlyMap<string, readonly number[]>,
    private readonly sorted: readonly string[],
    private readonly terms: ReadonlyMap<string, Term>,
    private readonly byTrigram: ReadonlyMap<string, readonly Term[]>,
  ) {}

  static build(products: Iterable<ProductEntry>): CatalogSearchIndex {
    const postings = new Map<string, number[]>();
    for (const p of products) {
      for (const word of p.searchWords) {
        const ids = postings.get(word);
        if (ids) ids.push(p.id);
        else postings.set(word, [p.id]);
      }
    }
    const sorted = [...postings.keys()].sort();
    const terms = new Map<string, Term>();
    const byTrigram = new Map<string, Term[]>();
    for (const word of sorted) {
      const { term, grams } = termOf(word);
      terms.set(word, term);
      for (const gram of grams) {
        const list = byTrigram.get(gram);
        if (list) list.push(term);
        else byTrigram.set(gram, [term]);
      }
    }
    return new CatalogSearchIndex(postings, sorted, terms, byTrigram);
  }

  /**
   * The index after some products' words changed (`was`: their words as this index holds them, `is`: their words now;
   * empty for a product that came or went): a copy that shares every posting list, term and trigram list the change
   * leaves alone, so renaming a product costs its own words, not a pass over the catalog. It answers every `expand`
   * and `productsWith` as `build` over the new products would (postings may list ids in another order, which ranking
   * does not read).
   */
  withChanged(changes: Iterable<{ id: number; was: readonly string[]; is: readonly string[] }>): CatalogSearchIndex {
    const postings = new Map(this.postings);
    const touched = new Set<string>();
    for (const { id, was, is } of changes) {
      const kept = new Set(is);
      const had = new Set(was);
      for (const word of had) {
        if (kept.has(word)) continue;
        postings.set(
          word,
          (postings.get(word) ?? []).filter((other) => other !== id),
        );
        touched.add(word);
      }
      for (const word of kept) {
        if (had.has(word)) continue;
        postings.set(word, [...(postings.get(word) ?? []), id]);
        touched.add(word);
      }
    }
    const gone = new Set<string>();
    const added: string[] = [];
    for (const word of touched) {
      const held = postings.get(word)!.length > 0;
      if (!held) postings.delete(word);
      if (!held && this.terms.has(word)) gone.add(word);
      else if (held && !this.terms.has(word)) added.push(word);
    }
    if (!gone.size && !added.length) return new CatalogSearchIndex(postings, this.sorted, this.terms, this.byTrigram);
    const sorted = mergeSorted(gone.size ? this.sorted.filter((word) => !gone.has(word)) : this.sorted, added.sort());
    const terms = new Map(this.terms);
    const byTrigram = new Map(this.byTrigram);
    for (const word of gone) {
      const term = terms.get(word)!;
      terms.delete(word);
      for (const gram of trigrams(word)) {
        const left = byTrigram.get(gram)!.filter((other) => other !== term);
        if (left.length) byTrigram.set(gram, left);
        else byTrigram.delete(gram);
      }
    }
    for (const word of added) {
      const { term, grams } = termOf(word);
      terms.set(word, term);
      for (const gram of grams) byTrigram.set(gram, [...(byTrigram.get(gram) ?? []), term]);
    }
    return new CatalogSearchIndex(postings, sorted, terms, byTrigram);
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Ids of the products whose search text holds the word. */
  productsWith(word: string): readonly number[] {
    return this.postings.get(word) ?? [];
  }

  /**
   * What one query word may mean, best first, at most `limit`: pg_trgm's `word % query or word like query || '%'`
   * over the vocabulary, ordered by score, then shorter words, then alphabetically.
   */
  expand(query: string, limit: number): Expansion[] {
    const queryGrams = trigrams(query);
    const shared = new Map<Term, number>();
    for (const gram of queryGrams) {
      for (const term of this.byTrigram.get(gram) ?? []) shared.set(term, (shared.get(term) ?? 0) + 1);
    }
    const similarity = (term: Term) => similarityOfCounts(shared.get(term) ?? 0, queryGrams.length, term.trigramCount);
    const found: (Expansion & { length: number })[] = [];
    // Words the query begins (itself included) are one run of the sorted vocabulary.
    for (let i = lowerBound(this.sorted, query); i < this.sorted.length && this.sorted[i]!.startsWith(query); i++) {
      const term = this.terms.get(this.sorted[i]!)!;
      found.push({ word: term.word, length: term.length, score: term.word === query ? 2 : 1 + similarity(term) });
    }
    for (const term of shared.keys()) {
      if (term.word.startsWith(query)) continue;
      const score = similarity(term);
      if (score >= SIMILARITY_THRESHOLD) found.push({ word: term.word, length: term.length, score });
    }
    return found
      .sort(byFit)
      .slice(0, limit)
      .map(({ word, score }) => ({ word, score }));
  }
}
