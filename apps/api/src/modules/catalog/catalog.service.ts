import {
  aedToFils, filsToAed, PAGE_SIZE, toPaged,
  type CategoryInfoResponse, type CategoryRef, type ChoiceCategory, type ChoiceListingResponse, type ChoicesResponse, type FilterCountResponse,
  type FilterList, type FilterListResponse, type FilterProductBody, type HomeBestSellingResponse, type ListingResponse, type MenuResponse,
  type ProductDetail, type ProductDetailResponse, type SortMode,
} from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { answerTags, CATALOG_TAG } from './catalog-cache-tags.ts';
import type { CatalogSnapshot, Scope } from './catalog-snapshot.ts';
import { canonicalFilter, narrow, type Narrowing } from './listing-filter.ts';
import type { CategoryEntry } from './product-entry.ts';

const HOME_ROW_SIZE = 8;
const RELATED_SIZE = 8;
/** Top-level "categories" that list products by flag rather than by membership. */
const FLAGS = new Set(['premium', 'promotion']);

/** Pages past the last answer the last page: one canonical answer, not one cache entry per page number. */
export function clampPage(page: number, total: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / PAGE_SIZE)));
}

/**
 * The public catalog reads (spec section 7), answered from the in-memory read model (decision 007). Each read
 * resolves ids and routes first, so every spelling of one thing shares one canonical cache key.
 */
export function createCatalogService(snapshot: () => CatalogSnapshot) {
  function requireCategory(s: CatalogSnapshot, idOrRoute: string): CategoryEntry {
    const category = s.findCategory(parseIdOrRoute(idOrRoute));
    if (!category) throw new NotFoundError('Category not found.');
    return category;
  }

  /** The listing a category page shows: its members, or a flag for premium and promotion. */
  function scopeOf(category: CategoryEntry): Scope {
    const { row } = category;
    if (row.parentId === null && FLAGS.has(row.route)) return { kind: 'flag', flag: row.route as 'premium' | 'promotion' };
    return row.parentId === null ? { kind: 'category', id: row.id } : { kind: 'subcategory', id: row.id };
  }

  function listingRead(key: string, scope: Scope, narrowing: Narrowing | null, page: number, sort: SortMode,
    category: CategoryEntry | null = null, sub: CategoryEntry | null = null): CacheableRead<ListingResponse> {
    const s = snapshot();
    const all = narrowing ? narrow(s.list(scope, sort), narrowing) : s.list(scope, sort);
    const current = clampPage(page, all.length);
    return {
      key: `${key}:${current}:${sort}`,
      build: () => {
        const cards = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((p) => p.card);
        const faq = [category, sub].flatMap((c) => (c ? (s.categoryFaqs.get(c.row.id) ?? []) : []));
        const product = toPaged(cards, current, all.length);
        return {
          value: { status: 200, category: category?.presented ?? null, sub_category: sub?.presented ?? null, product, total: product.total, faq },
          tags: answerTags(cards, [scope]),
        };
      },
    };
  }

  return {
    menu(): CacheableRead<MenuResponse> {
      const s = snapshot();
      return {
        key: 'categories-menu',
        build: () => {
          const all = [...s.categories.values()];
          const data = all.filter((c) => c.row.parentId === null)
            .map((top) => ({ ...top.ref, children: all.filter((c) => c.row.parentId === top.ref.id).map((c) => c.ref) }));
          return { value: { status: 200, data }, tags: [CATALOG_TAG] };
        },
      };
    },

    categoryListing(catRoute: string, subRoute: string | undefined, page: number, sort: SortMode) {
      const s = snapshot();
      const category = requireCategory(s, catRoute);
      if (category.row.parentId !== null) throw new NotFoundError('Category not found.');
      if (subRoute === undefined) return listingRead(`product-list:${category.row.id}`, scopeOf(category), null, page, sort, category);
      const sub = s.findCategory(parseIdOrRoute(subRoute));
      if (!sub || sub.row.parentId !== category.row.id) throw new NotFoundError('Subcategory not found.');
      return listingRead(`product-list:${sub.row.id}`, scopeOf(sub), null, page, sort, category, sub);
    },

    flagListing(flag: 'premium' | 'promotion', page: number, sort: SortMode) {
      const category = snapshot().findCategory(parseIdOrRoute(flag)) ?? null;
      return listingRead(`flag:${flag}`, { kind: 'flag', flag }, null, page, sort, category);
    },

    shopByPrice(maxAed: number, page: number, sort: SortMode) {
      const all: Scope = { kind: 'all' };
      const narrowing = canonicalFilter(snapshot().list(all, 'price-asc'), { maxFils: aedToFils(maxAed) });
      return listingRead(`shop-by-price:${narrowing.key}`, all, narrowing, page, sort);
    },

    /** A category narrowed by brand, origin and price; a subcategory answers as `sub_category` under its parent, as its page does. */
    filterProducts(body: FilterProductBody, page: number) {
      const s = snapshot();
      const category = requireCategory(s, String(body.category_id));
      const parent = category.row.parentId === null ? undefined : s.categories.get(category.row.parentId);
      const scope = scopeOf(category);
      const narrowing = canonicalFilter(s.list(scope, 'price-asc'), filterOf(body));
      return listingRead(`filter:${category.row.id}:${narrowing.key}`, scope, narrowing, page, body.sort ?? 'default', parent ?? category, parent ? category : null);
    },

    filterPreview(body: FilterProductBody): CacheableRead<FilterCountResponse> {
      const s = snapshot();
      const category = requireCategory(s, String(body.category_id));
      const scope = scopeOf(category);
      const narrowing = canonicalFilter(s.list(scope, 'price-asc'), filterOf(body));
      return {
        key: `filter-count:${category.row.id}:${narrowing.key}`,
        build: () => ({ value: { status: 200, total: narrow(s.list(scope, 'default'), narrowing).length }, tags: answerTags([], [scope]) }),
      };
    },

    productDetail(idOrRoute: string): CacheableRead<ProductDetailResponse> {
      const s = snapshot();
      const product = s.findProduct(parseIdOrRoute(idOrRoute));
      const category = product && s.categories.get(product.categoryId);
      if (!product || !category) throw new NotFoundError('Product not found.');
      const sub = product.subCategoryId === null ? undefined : s.categories.get(product.subCategoryId);
      return {
        key: `product-detail:${product.id}`,
        build: () => {
          const shelf: Scope = sub ? { kind: 'subcategory', id: sub.row.id } : { kind: 'category', id: category.row.id };
          const related = s.list(shelf, 'default').filter((p) => p.id !== product.id).slice(0, RELATED_SIZE).map((p) => p.card);
          const data: ProductDetail = { ...product.card, ...product.page, category: category.presented, sub_category: sub?.presented ?? null };
          return { value: { status: 200, data, related }, tags: answerTags([product, ...related], [shelf]) };
        },
      };
    },

    categoryInfo(idOrRoute: string): CacheableRead<CategoryInfoResponse> {
      const s = snapshot();
      const category = requireCategory(s, idOrRoute);
      return {
        key: `product-list-get:${category.row.id}`,
        build: () => {
          const parent = category.row.parentId === null ? undefined : s.categories.get(category.row.parentId);
          const children: CategoryRef[] = [...s.categories.values()].filter((c) => c.row.parentId === category.row.id).map((c) => c.ref);
          return { value: { status: 200, data: { ...category.presented, parent: parent?.ref ?? null, children } }, tags: [CATALOG_TAG] };
        },
      };
    },

    filterList(idOrRoute: string): CacheableRead<FilterListResponse> {
      const s = snapshot();
      const category = requireCategory(s, idOrRoute);
      const scope = scopeOf(category);
      return {
        key: `filter-list:${category.row.id}`,
        build: () => ({ value: { status: 200, data: facets(s, scope) }, tags: answerTags([], [scope]) }),
      };
    },

    choiceListing(idOrRoute: string, page: number, sort: SortMode): CacheableRead<ChoiceListingResponse> {
      const s = snapshot();
      const choice = s.findChoice(parseIdOrRoute(idOrRoute));
      if (!choice) throw new NotFoundError('Choice list not found.');
      const read = listingRead(`choice:${choice.id}`, { kind: 'choice', id: choice.id }, null, page, sort);
      return {
        key: read.key,
        build: async () => {
          const { value, tags } = await read.build();
          return { value: { ...value, choice: presentChoice(s, choice) }, tags };
        },
      };
    },

    choices(): CacheableRead<ChoicesResponse> {
      const s = snapshot();
      return { key: 'choices', build: () => ({ value: { status: 200, data: s.choices.map((c) => presentChoice(s, c)) }, tags: [CATALOG_TAG] }) };
    },

    homeBestSelling(): CacheableRead<HomeBestSellingResponse> {
      const s = snapshot();
      return {
        key: 'home-best-selling',
        build: () => {
          const rows = s.homeRows.map((row) => ({
            category: { ...row.category.ref, title: row.title || row.category.ref.title },
            products: s.list({ kind: 'category', id: row.category.ref.id }, 'default').slice(0, HOME_ROW_SIZE).map((p) => p.card),
          }));
          const bannered = s.banners.flatMap((b) => {
            const product = s.products.get(b.productId);
            return product ? [{ banner: b, product }] : [];
          });
          const banners = bannered.map(({ banner, product }) => ({
            id: banner.id, title: banner.title, image: imageUrl(s.imageBase, banner.image), product_route: product.route, category_route: product.card.category.route,
          }));
          const shown = [...rows.flatMap((r) => r.products), ...bannered.map((b) => b.product)];
          return {
            value: { status: 200, data: { rows, banners } },
            tags: answerTags(shown, s.homeRows.map((r) => ({ kind: 'category', id: r.category.ref.id }))),
          };
        },
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

function presentChoice(s: CatalogSnapshot, c: { id: number; route: string; title: string; description: string; image: string | null }): ChoiceCategory {
  return { id: c.id, route: c.route, title: c.title, description: c.description, image: c.image ? imageUrl(s.imageBase, c.image) : null };
}

function filterOf(body: FilterProductBody) {
  const list = <T>(v: T | T[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
  return {
    brandIds: list(body.brand_id),
    countries: list(body.origin),
    minFils: body.min === undefined ? undefined : aedToFils(body.min),
    maxFils: body.max === undefined ? undefined : aedToFils(body.max),
  };
}

/** Brands, origins and the price range present in a listing. */
function facets(s: CatalogSnapshot, scope: Scope): FilterList {
  const brands = new Map<number, { id: number; name: string; count: number }>();
  const origins = new Map<string, { country: string; count: number }>();
  const list = s.list(scope, 'price-asc');
  for (const p of list) {
    const brand = p.card.brands;
    if (brand) brands.set(brand.id, { id: brand.id, name: brand.name, count: (brands.get(brand.id)?.count ?? 0) + 1 });
    const country = p.page.origin?.country;
    if (country !== undefined) origins.set(country, { country, count: (origins.get(country)?.count ?? 0) + 1 });
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    brands: [...brands.values()].sort((a, b) => byName(a.name, b.name)),
    origins: [...origins.values()].sort((a, b) => byName(a.country, b.country)),
    price: { min: filsToAed(list[0]?.sortPriceFils ?? 0), max: filsToAed(list.at(-1)?.sortPriceFils ?? 0) },
  };
}
