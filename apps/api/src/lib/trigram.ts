/**
 * pg_trgm's trigrams and similarity, so that search answers from memory exactly as the database did (decision 003).
 * A text is lower-cased and split into words of letters and digits; each word, padded with two spaces before and one
 * after, gives every run of three characters ('wine' → '  w', ' wi', 'win', 'ine', 'ne '), each counted once.
 * pg_trgm keeps a trigram of multi-byte characters as a 3-byte hash; the rare collisions that causes are not copied.
 */

/** pg_trgm's default `pg_trgm.similarity_threshold`: `a % b` holds when similarity(a, b) is at least this. */
export const SIMILARITY_THRESHOLD = 0.3;

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct trigrams of a text, as pg_trgm's show_trgm() lists them (in another order). */
export function trigrams(text: string): string[] {
  const found = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return [...found];
}

/**
 * Similarity from counts: shared trigrams over all distinct trigrams of both, in single precision as pg_trgm
 * computes it (so that ties and the threshold fall where the database's do); 0 when either has none.
 */
export function similarityOfCounts(shared: number, countA: number, countB: number): number {
  return countA > 0 && countB > 0 ? Math.fround(shared / (countA + countB - shared)) : 0;
}

/** pg_trgm's similarity(a, b). */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  return similarityOfCounts(ta.filter((t) => tb.has(t)).length, ta.length, tb.size);
}
