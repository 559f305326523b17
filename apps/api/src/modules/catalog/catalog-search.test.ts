import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from './catalog-search-index.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import { catalogView } from './catalog-view.ts';
import type { ProductEntry } from './product-entry.ts';
import { normalizeQuery, queryWords } from '../search/search.service.ts';

/** Only what search reads. */
function product(id: number, searchText: string, salesCount: number): ProductEntry {
  return {
    id,
    route: `p-${id}`,
    searchText,
    searchWords: [...new Set(searchText.split(' '))].sort(),
    salesCount,
    sortPriceFils: 12_345,
    card: {
      name: `Product ${id}`,
      featured_img: `/images/p-${id}.svg`,
      category: { id: 1, route: 'wine', title: 'Wine' },
      sub_category: null,
    },
  } as unknown as ProductEntry;
}

function searchIn(products: ProductEntry[]) {
  const index = CatalogSearchIndex.build(products);
  const snapshot = {
    products: new Map(products.map((p) => [p.id, p])),
    searchIndex: () => index,
  } as unknown as CatalogSnapshot;
  const view = catalogView(snapshot);
  return (query: string) => {
    const normalized = normalizeQuery(query);
    return view.search(queryWords(normalized), normalized, 10).map((p) => p.id);
  };
}

describe("the catalog's search", () => {
  const search = searchIn([
    product(1, 'alpha rouge wine red wine france', 50),
    product(2, 'alpha blanc wine white wine france', 80),
    product(3, 'rouge alpha special wine red wine france', 10),
    product(4, 'glen arden whiskey scotch whisky scotland', 5),
    product(5, 'cedar hollow whiskey bourbon usa', 90),
    product(6, 'whiskeyjack ale beer', 100),
    product(7, 'alphabet soup ale beer', 70),
  ]);

  it('needs every query word, through any of its meanings', () => {
    expect(search('alpha rouge')).toEqual([1, 3]);
    expect(search('whisky scotland')).toEqual([4]);
    expect(search('red france')).toEqual([1, 3]);
  });

  it('drops words that mean nothing in the catalog', () => {
    // The stray word still belongs to the whole query that texts may start with: 3 starts with 'rouge' only.
    expect(search('rouge')).toEqual([3, 1]);
    expect(search('rouge zzzzqq')).toEqual([1, 3]);
    expect(search('zzzzqq')).toEqual([]);
  });

  it("ranks the products holding each word's best meaning first, then whole-query prefixes, then best sellers, then ids", () => {
    // 'whiskey' itself beats whiskeyjack (a longer word) and whisky (a typo), however well they sell.
    expect(search('whiskey')).toEqual([5, 4, 6]);
    // Both hold 'alpha' and 'rouge'; 3 starts with the query, 1 sells more.
    expect(search('rouge alpha')).toEqual([3, 1]);
    expect(search('alpha')).toEqual([2, 1, 3, 7]);
    // A typo: each candidate's best meaning is 'whiskey'.
    expect(search('wiskey')).toEqual([5, 4]);
  });

  it('gives at most the limit, the best first', () => {
    const view = catalogView({
      products: new Map([1, 2, 3].map((id) => [id, product(id, 'alpha wine', id * 10)])),
      searchIndex: () => CatalogSearchIndex.build([1, 2, 3].map((id) => product(id, 'alpha wine', id * 10))),
    } as unknown as CatalogSnapshot);
    expect(view.search(['alpha'], 'alpha', 2).map((p) => p.id)).toEqual([3, 2]);
    expect(view.search(['alpha'], 'alpha', 0)).toEqual([]);
  });
});
