import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from './catalog-search-index.ts';
import type { ProductEntry } from './product-entry.ts';

/** Only what the index reads; the words as the 'simple' configuration gives them for these texts. */
const product = (id: number, text: string) =>
  ({ id, searchWords: [...new Set(text.split(' '))].sort() }) as unknown as ProductEntry;

const index = CatalogSearchIndex.build([
  product(1, 'glen arden 12 year single malt whiskey scotch whisky'),
  product(2, 'glen arden 14 year single malt whiskey scotch whisky'),
  product(3, 'cedar hollow bourbon whiskey'),
  product(4, 'alpha rouge wine red wine france'),
  product(5, 'alpha blanc wine white wine france'),
  product(6, 'whiskeyjack ale beer'),
]);
const words = (query: string, limit = 8) => index.expand(query, limit).map((e) => e.word);

describe('CatalogSearchIndex', () => {
  it('knows which products hold each word', () => {
    expect(index.productsWith('whiskey')).toEqual([1, 2, 3]);
    expect(index.productsWith('france')).toEqual([4, 5]);
    expect(index.productsWith('vodka')).toEqual([]);
  });

  // Scores as PostgreSQL gives them: similarity('whiskeyjack', 'whiskey') = 0.53846157, similarity('whisky', 'whiskey')
  // = 0.5.
  it('scores the word itself 2, words it begins 1 + similarity, typos their similarity', () => {
    const scores = index.expand('whiskey', 8).map((e) => [e.word, e.score]);
    expect(scores.map(([w]) => w)).toEqual(['whiskey', 'whiskeyjack', 'whisky']);
    expect(scores.map(([, s]) => s)).toEqual([2, 1 + Math.fround(7 / 13), 0.5]);
    expect(Math.fround(7 / 13)).toBeCloseTo(0.53846157, 8);
    expect(index.expand('wiskey', 8)).toEqual([{ word: 'whiskey', score: 0.5 }]);
  });

  it('finds every word a prefix begins, shortest first', () => {
    // Then typos: similarity('whis', 'white') = 0.375; 'wine' (0.11) is too far.
    expect(words('whis')).toEqual(['whisky', 'whiskey', 'whiskeyjack', 'white']);
    expect(words('w')).toEqual(['wine', 'white', 'whisky', 'whiskey', 'whiskeyjack']);
    expect(words('w', 2)).toEqual(['wine', 'white']);
  });

  it('takes a typo at similarity 0.3 or more only', () => {
    expect(words('borbon')).toEqual(['bourbon']); // similarity 0.5
    expect(words('burbo')).toEqual([]); // similarity 0.27272728
    expect(words('zzz')).toEqual([]);
  });

  it('orders equal scores by length, then alphabetically', () => {
    const equal = CatalogSearchIndex.build([product(1, 'abd abc abcd')]);
    expect(equal.expand('ab', 8).map((e) => e.word)).toEqual(['abc', 'abd', 'abcd']);
  });

  describe('after products change their words', () => {
    const queries = ['whis', 'wiskey', 'glen', 'gl', 'rouge', 'rose', 'vodka', 'vodk', 'amber', 'w', 'ale', 'single'];
    /** Everything a search reads of an index, in a form two indexes can be compared by. */
    const answers = (of: CatalogSearchIndex) => ({
      size: of.size,
      expansions: queries.map((q) => of.expand(q, 8)),
      postings: queries.flatMap((q) => of.expand(q, 8)).map((e) => [e.word, [...of.productsWith(e.word)].sort()]),
    });

    it('answers as an index built from the new products would', () => {
      const before = [
        product(1, 'glen arden 12 year single malt whiskey scotch whisky'),
        product(2, 'glen arden 14 year single malt whiskey scotch whisky'),
        product(3, 'cedar hollow bourbon whiskey'),
        product(4, 'alpha rouge wine red wine france'),
        product(6, 'whiskeyjack ale beer'),
      ];
      const after = [
        product(1, 'glen arden 12 year single malt whiskey scotch whisky'),
        // Renamed: loses words others still hold (whiskey) and one no other holds (14), gains a new word (vodka).
        product(2, 'glen arden vodka single malt'),
        product(3, 'cedar hollow bourbon whiskey'),
        // New.
        product(7, 'amber rose wine'),
        product(6, 'whiskeyjack ale beer'),
        // Product 4 is gone: rouge, red and france leave the vocabulary.
      ];
      const words = (list: ProductEntry[], id: number) => list.find((p) => p.id === id)?.searchWords ?? [];
      const changed = [2, 4, 7].map((id) => ({ id, was: words(before, id), is: words(after, id) }));
      const derived = CatalogSearchIndex.build(before).withChanged(changed);
      expect(answers(derived)).toEqual(answers(CatalogSearchIndex.build(after)));
      expect(derived.productsWith('rouge')).toEqual([]);
      expect(derived.expand('vodk', 8)).toEqual([{ word: 'vodka', score: expect.any(Number) }]);
      expect(derived.productsWith('glen')).toEqual([1, 2]);
    });

    it('leaves the index it came from as it was', () => {
      const first = CatalogSearchIndex.build([product(1, 'alpha rouge wine'), product(2, 'beta blanc wine')]);
      const before = answers(first);
      first.withChanged([{ id: 1, was: ['alpha', 'rouge', 'wine'], is: ['alpha', 'rose', 'wine'] }]);
      expect(answers(first)).toEqual(before);
      expect(first.productsWith('rouge')).toEqual([1]);
    });
  });
});
