import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@shop/shared';
import { seedBenchCatalog, seedDemoShop } from '../../demo/seed/seed.service.ts';
import { expandBySql, searchBySql } from '../../testing/search-sql-reference.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { normalizeQuery, queryWords, SEARCH_RESULT_LIMIT } from './search.service.ts';

/**
 * The in-memory search answers what the database's pg_trgm and full-text search answered (decision 003), on the demo
 * shop plus a round of the benchmark catalog (repeated names: ties broken by sales, then id).
 */
const QUERIES = [
  // whole words
  'whiskey',
  'wine',
  'gin',
  'vodka',
  'beer',
  'lager',
  'rum',
  'tequila',
  'champagne',
  'france',
  'scotland',
  'cask',
  'reserve',
  // prefixes
  'whis',
  'cha',
  'ch',
  'b',
  'sa',
  'glen',
  'mez',
  'ver',
  '1',
  // typos
  'wiskey',
  'shampagne',
  'vodak',
  'tequilla',
  'chardonay',
  'merlott',
  'bordo',
  'pinot noar',
  'glen corren',
  'sauvignon blank',
  // several words
  'red wine',
  'red wine france',
  'single malt',
  'irish whiskey',
  'dry gin',
  'pale ale',
  'rose wine',
  'glen corran 12 year old single malt',
  'cask strength batch',
  'sherry cask finish',
  'aged 12 years',
  // accents, hyphens, apostrophes
  'rosé',
  'château',
  'chateau',
  'añejo',
  'anejo',
  'żubrówka',
  'zubrowka',
  'saint-émilion',
  'mâcon-villages',
  'barrel-aged',
  "founder's",
  'côtes du rhône',
  // junk
  'zzzzqqq',
  'xyz wine',
  'wine zzzz',
  'qqq',
  '2015',
  "o'neill",
  '---',
  'a b c d e f g h',
];

describe.each(testDatabases())('search from memory agrees with the SQL search on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedDemoShop(db);
        await seedBenchCatalog(db, { products: 500 });
      },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it.each(QUERIES)('%s: the same products in the same order', async (query) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/global-search', payload: { query } });
    expect(res.statusCode, res.body).toBe(200);
    const normalized = normalizeQuery(query);
    const expected = await searchBySql(t.db, normalized, queryWords(normalized), SEARCH_RESULT_LIMIT);
    expect(res.json<{ products: SearchHit[] }>().products.map((h) => h.id)).toEqual(expected);
  });

  it('expands every query word to the same catalog words with the same scores', async () => {
    const index = t.app.catalog.current.searchIndex();
    const words = [...new Set(QUERIES.flatMap((q) => queryWords(normalizeQuery(q))))];
    const bySql = await expandBySql(t.db, words);
    for (const [i, word] of words.entries()) {
      const expected = bySql.filter((e) => e.ord === i + 1);
      const actual = index.expand(word, 8);
      expect(
        actual.map((e) => e.word),
        word,
      ).toEqual(expected.map((e) => e.word));
      actual.forEach((e, j) => expect(e.score, `${word} → ${e.word}`).toBeCloseTo(expected[j]!.score, 6));
    }
  });
});
