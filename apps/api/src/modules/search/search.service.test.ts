import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex } from '../catalog/catalog-search-index.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import type { ProductEntry } from '../catalog/product-entry.ts';
import { createSearchService } from './search.service.ts';

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
  const service = createSearchService(() => snapshot);
  return async (query: string) => (await service.search(query).build()).value.map((h) => h.id);
}

describe('search from the catalog snapshot', () => {
  const search = searchIn([
    product(1, 'alpha rouge wine red wine france', 50),
    product(2, 'alpha blanc wine white wine france', 80),
    product(3, 'rouge alpha special wine red wine france', 10),
    product(4, 'glen arden whiskey scotch whisky scotland', 5),
    product(5, 'cedar hollow whiskey bourbon usa', 90),
    product(6, 'whiskeyjack ale beer', 100),
    product(7, 'alphabet soup ale beer', 70),
  ]);

  it('needs every query word, through any of its meanings', async () => {
    expect(await search('alpha rouge')).toEqual([1, 3]);
    expect(await search('whisky scotland')).toEqual([4]);
    expect(await search('red france')).toEqual([1, 3]);
  });

  it('drops words that mean nothing in the catalog', async () => {
    // The stray word still belongs to the whole query that texts may start with: 3 starts with 'rouge' only.
    expect(await search('rouge')).toEqual([3, 1]);
    expect(await search('rouge zzzzqq')).toEqual([1, 3]);
    expect(await search('zzzzqq')).toEqual([]);
  });

  it("ranks the products holding each word's best meaning first, then whole-query prefixes, then best sellers, then ids", async () => {
    // 'whiskey' itself beats whiskeyjack (a longer word) and whisky (a typo), however well they sell.
    expect(await search('whiskey')).toEqual([5, 4, 6]);
    // Both hold 'alpha' and 'rouge'; 3 starts with the query, 1 sells more.
    expect(await search('rouge alpha')).toEqual([3, 1]);
    expect(await search('alpha')).toEqual([2, 1, 3, 7]);
    // A typo: each candidate's best meaning is 'whiskey'.
    expect(await search('wiskey')).toEqual([5, 4]);
  });

  it('answers the hit shape the storefront reads, tagged with the products shown', async () => {
    const { value, tags } = await createSearchService(
      () =>
        ({
          products: new Map([[4, product(4, 'glen arden whiskey', 5)]]),
          searchIndex: () => CatalogSearchIndex.build([product(4, 'glen arden whiskey', 5)]),
        }) as unknown as CatalogSnapshot,
    )
      .search('Glen!')
      .build();
    expect(value).toEqual([
      {
        id: 4,
        name: 'Product 4',
        route: 'p-4',
        category_route: 'wine',
        sub_category_route: null,
        featured_img: '/images/p-4.svg',
        price: 123.45,
      },
    ]);
    expect(tags).toEqual(['search', 'catalog', 'product:4']);
  });
});
