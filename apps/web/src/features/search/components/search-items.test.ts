import type { SearchHit } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { toSearchItems } from './search-items';

const hit = (id: number, rating = { average: 0, count: 0 }): SearchHit => ({
  id,
  name: `Wine ${id}`,
  route: `wine-${id}`,
  category_route: 'wine',
  sub_category_route: 'red-wine',
  featured_img: '/x.svg',
  price: 99,
  rating,
});

describe('search suggestions', () => {
  it("carry a product's stars once it has reviews, and none before", () => {
    const [rated, unrated] = toSearchItems([hit(1, { average: 4.5, count: 12 }), hit(2)]);
    expect(rated).toMatchObject({ kind: 'product', rating: { average: 4.5, count: 12 } });
    expect(unrated).not.toHaveProperty('rating');
  });
});
