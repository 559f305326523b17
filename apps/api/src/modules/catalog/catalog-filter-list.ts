import { filsToAed, type CategoryLink, type FilterListResponse } from '@shop/shared';
import { childrenOf, type Shelf } from './catalog-shelves.ts';
import type { CatalogSnapshot } from './catalog-snapshot.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `GET /filter-list/{cat}` (contract 7.11): the brands and origins present in a shelf, with counts and its price
 * range for our filter panel, and the subcategories a shopper can narrow to. A category's are its children, under
 * `sub_category.sub_category`; a flag's are the subcategories holding flagged products, in menu order: a flat
 * `sub_category` list for premium, nested like a category's for promotion (decision 011).
 */
export function filterList(s: CatalogSnapshot, shelf: Shelf): FilterListResponse {
  const brands = new Map<number, { id: number; route: string; name: string; count: number; position: number }>();
  // A country lists at the place staff gave the first of its origins (regions), then by name.
  const origins = new Map<string, { country: string; count: number; position: number }>();
  const list = s.list(shelf.scope, 'price-asc');
  const subIds = new Set<number>();
  for (const p of list) {
    const brand = p.brandId === null ? undefined : s.brands.get(p.brandId);
    if (brand)
      brands.set(brand.id, {
        id: brand.id,
        route: brand.route,
        name: brand.name,
        count: (brands.get(brand.id)?.count ?? 0) + 1,
        position: brand.position,
      });
    const origin = p.page.origin ? s.origins.get(p.page.origin.id) : undefined;
    if (origin) {
      const seen = origins.get(origin.country);
      origins.set(origin.country, {
        country: origin.country,
        count: (seen?.count ?? 0) + 1,
        position: Math.min(seen?.position ?? origin.position, origin.position),
      });
    }
    if (p.subCategoryId !== null) subIds.add(p.subCategoryId);
  }
  const countries = [...origins.values()]
    .sort((a, b) => a.position - b.position || byText(a.country, b.country))
    .map(({ country, count }) => ({ country, count }));
  const links = (ids: Iterable<number>): CategoryLink[] =>
    [...ids].flatMap((id) => {
      const entry = s.categories.get(id);
      return entry ? [entry.link] : [];
    });
  let subCategories: FilterListResponse['sub_category'];
  if (shelf.scope.kind === 'flag') {
    const tops = [...s.categories.values()].filter((c) => c.row.parentId === null);
    const flagged = links(
      tops
        .flatMap((top) => childrenOf(s, top.row.id))
        .map((c) => c.row.id)
        .filter((id) => subIds.has(id)),
    );
    // The spec's client reads premium's list flat and every other one nested (contract 7.11), `sale` included.
    subCategories = shelf.scope.flag === 'premium' ? flagged : { sub_category: flagged };
  } else {
    const own = shelf.sub ?? shelf.category;
    subCategories = { sub_category: own ? childrenOf(s, own.row.id).map((c) => c.link) : [] };
  }
  return {
    status: 200,
    brand: [...brands.values()]
      .sort((a, b) => a.position - b.position || byText(a.name, b.name))
      .map(({ position: _, ...brand }) => brand),
    origin: countries.map((o) => o.country),
    origins: countries,
    price: { min: filsToAed(list[0]?.sortPriceFils ?? 0), max: filsToAed(list.at(-1)?.sortPriceFils ?? 0) },
    sub_category: subCategories,
  };
}
