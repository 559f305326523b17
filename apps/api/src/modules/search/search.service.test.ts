import { describe, expect, it } from 'vitest';
import type { CatalogView, ProductEntry } from '../catalog/index.ts';
import { createSearchService, normalizeQuery, queryWords } from './search.service.ts';

/** Only what search reads of a product. */
const glenArden = {
  id: 4,
  route: 'p-4',
  sortPriceFils: 12_345,
  card: {
    name: 'Product 4',
    featured_img: '/images/p-4.svg',
    category: { id: 1, route: 'wine', title: 'Wine' },
    sub_category: null,
  },
} as unknown as ProductEntry;

describe('search', () => {
  it('normalizes a query: case, punctuation and spaces, keeping letters of any script, dashes and apostrophes', () => {
    expect(normalizeQuery('  Château   d’Yquem!! ')).toBe('château d yquem');
    expect(normalizeQuery("Jack's  HIGH-land")).toBe("jack's high-land");
  });

  it('looks at six words at most, once each, without dashes or apostrophes at their ends', () => {
    expect(queryWords("a b a -c- 'd' e f g h")).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('asks the catalog with the words and whole query, and answers the hit shape the storefront reads, tagged with the products shown', async () => {
    const asked: unknown[] = [];
    const catalog = {
      search: (...args: unknown[]) => (asked.push(args), [glenArden]),
    } as unknown as CatalogView;
    const { value, tags } = await createSearchService(() => catalog)
      .search('Glen  Arden!')
      .build();
    expect(asked).toEqual([[['glen', 'arden'], 'glen arden', 10]]);
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

  it('shares one answer among spellings that normalize the same', () => {
    const service = createSearchService(() => ({ search: () => [] }) as unknown as CatalogView);
    expect(service.search('GLEN!').key).toBe(service.search(' glen ').key);
  });
});
