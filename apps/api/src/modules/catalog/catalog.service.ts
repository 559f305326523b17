import {
  aedToFils,
  PAGE_SIZE,
  toPaged,
  type ChoiceListingResponse,
  type FilteredProductsResponse,
  type FilterListResponse,
  type FilterProductBody,
  type ListingResponse,
  type MenuResponse,
  type ProductDetailResponse,
  type ShelfProductsResponse,
  type SortMode,
} from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { MovedPermanentlyError, NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { answerTags, CATALOG_TAG, narrowedUse, sortedUse, wholeUse } from './catalog-cache-tags.ts';
import { createHomeReads, presentChoice } from './catalog-home-reads.ts';
import { filterList } from './catalog-filter-list.ts';
import { filterShelf, listingShelf, type Shelf } from './catalog-shelves.ts';
import { scopeKey, type CatalogSnapshot, type Scope } from './catalog-snapshot.ts';
import { canonicalFilter, narrow, type Narrowing } from './listing-filter.ts';
import { productSeo, SHIPPING_DETAILS_HTML } from './product-page.ts';
import type { ProductEntry } from './product-entry.ts';

const RELATED_SIZE = 8;

/** Pages past the last answer the last page: one canonical answer, not one cache entry per page number. */
export function clampPage(page: number, total: number): number {
  return Math.max(1, Math.min(page, Math.ceil(total / PAGE_SIZE)));
}

/**
 * The public catalog reads (spec section 7), answered from the in-memory read model (decision 007) in the shapes
 * the spec's own client reads (decision 011). Each read resolves ids and routes first, so every spelling of one
 * thing shares one canonical cache key.
 */
export function createCatalogService(snapshot: () => CatalogSnapshot) {
  function listingRead(
    key: string,
    shelf: Shelf,
    narrowing: Narrowing | null,
    page: number,
    sort: SortMode,
  ): CacheableRead<ListingResponse> {
    const s = snapshot();
    const { scope, category, sub } = shelf;
    let narrowed: readonly ProductEntry[] | undefined;
    const products = () => (narrowed ??= narrowing ? narrow(s.list(scope, sort), narrowing) : s.list(scope, sort));
    // Page 1 needs no count to be canonical, so a cached first page costs no pass over the listing; later pages
    // count once per filter and snapshot.
    const current =
      page === 1 ? 1 : clampPage(page, narrowing ? s.countNarrowed(scope, narrowing) : s.list(scope, sort).length);
    return {
      key: `${key}:${current}:${sort}`,
      build: () => {
        const all = products();
        const cards = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((p) => p.card);
        const faq = [category, sub].flatMap((c) => (c ? (s.categoryFaqs.get(c.row.id) ?? []) : []));
        const product = toPaged(cards, current, all.length);
        return {
          value: {
            status: 200,
            category: category?.presented ?? null,
            sub_category: sub?.presented ?? null,
            product,
            total: product.total,
            faq,
          },
          tags: answerTags(cards, [narrowedUse(scope, sort, narrowing)]),
        };
      },
    };
  }

  /** A shelf narrowed by a filter body, in canonical form (decision 007). */
  function filtered(body: FilterProductBody) {
    const s = snapshot();
    const shelf = filterShelf(s, body.category_id);
    return { s, shelf, narrowing: canonicalFilter(s.facets(shelf.scope), filterOf(body)) };
  }

  return {
    menu(): CacheableRead<MenuResponse> {
      const s = snapshot();
      return {
        key: 'categories-menu',
        build: () => {
          const all = [...s.categories.values()];
          const data = all
            .filter((c) => c.row.parentId === null)
            .map((top) => ({
              ...top.ref,
              children: all.filter((c) => c.row.parentId === top.ref.id).map((c) => c.ref),
            }));
          return { value: { status: 200, data }, tags: [CATALOG_TAG] };
        },
      };
    },

    /**
     * `/product-list/{cat}[/{sub}]`, `/premium-products`, `/promotion-product`: every spelling of a shelf shares one
     * key.
     */
    listing(catKey: string, subKey: string | undefined, page: number, sort: SortMode) {
      const shelf = listingShelf(snapshot(), catKey, subKey);
      return listingRead(`listing:${scopeKey(shelf.scope)}`, shelf, null, page, sort);
    },

    shopByPrice(maxAed: number, page: number, sort: SortMode) {
      const all: Scope = { kind: 'all' };
      const narrowing = canonicalFilter(snapshot().facets(all), { maxFils: aedToFils(maxAed) });
      return listingRead(
        `shop-by-price:${narrowing.key}`,
        { scope: all, category: null, sub: null },
        narrowing,
        page,
        sort,
      );
    },

    /**
     * A shelf (or the whole shop) narrowed by brand, origin and price; a subcategory answers as `sub_category` under
     * its parent, as its page does.
     */
    filterProducts(body: FilterProductBody, page: number) {
      const { shelf, narrowing } = filtered(body);
      return listingRead(
        `filter:${scopeKey(shelf.scope)}:${narrowing.key}`,
        shelf,
        narrowing,
        page,
        body.sort ?? 'default',
      );
    },

    /** `POST /test-filter-product`: every product a filter lists, unpaged (the client pages it). */
    filteredProducts(body: FilterProductBody): CacheableRead<FilteredProductsResponse> {
      const { s, shelf, narrowing } = filtered(body);
      const sort = body.sort ?? 'default';
      return {
        key: `filtered:${scopeKey(shelf.scope)}:${narrowing.key}:${sort}`,
        build: () => {
          const cards = narrow(s.list(shelf.scope, sort), narrowing).map((p) => p.card);
          return {
            value: { status: 200, product: cards, total: cards.length },
            tags: answerTags(cards, [narrowedUse(shelf.scope, sort, narrowing)]),
          };
        },
      };
    },

    /**
     * `GET /product-list-get/{cat}[/{sub}]`: every product of a shelf, unpaged, in the default order (the client sorts
     * and pages it).
     */
    shelfProducts(catKey: string, subKey: string | undefined): CacheableRead<ShelfProductsResponse> {
      const s = snapshot();
      const { scope } = listingShelf(s, catKey, subKey);
      return {
        key: `shelf:${scopeKey(scope)}`,
        build: () => {
          const cards = s.list(scope, 'default').map((p) => p.card);
          return { value: { status: 200, product: cards }, tags: answerTags(cards, [sortedUse(scope, 'default')]) };
        },
      };
    },

    productDetail(idOrRoute: string): CacheableRead<ProductDetailResponse> {
      const s = snapshot();
      const key = parseIdOrRoute(idOrRoute);
      const product = s.findProduct(key);
      if (!product) {
        const moved = key.id === null ? s.findMovedProduct(key.route) : undefined;
        if (moved) throw new MovedPermanentlyError(moved.route);
        throw new NotFoundError('Product not found.');
      }
      return {
        key: `product-detail:${product.id}`,
        build: () => {
          const { card, page } = product;
          const shelf: Scope = card.sub_category
            ? { kind: 'subcategory', id: card.sub_category.id }
            : { kind: 'category', id: card.category_id };
          const similar = s
            .list(shelf, 'default')
            .filter((p) => p.id !== product.id)
            .slice(0, RELATED_SIZE);
          const seo = productSeo({
            id: card.id,
            name: card.name,
            description: page.description,
            tastingNotes: page.tasting_notes,
            images: page.images,
            brand: card.brands?.name ?? null,
            category: card.category.title,
            variations: card.price_variation,
            metaTitle: page.metaTitle,
            metaDescription: page.metaDescription,
          });
          return {
            value: {
              status: 200,
              product: {
                ...card,
                short_description: page.tasting_notes,
                long_description: page.description,
                details: SHIPPING_DETAILS_HTML,
                slider_images: page.images,
                seo,
                tasting_notes: page.tasting_notes,
                abv: page.abv,
                origin: page.origin,
              },
              similar_products: similar.map((p) => p.tile),
            },
            tags: answerTags([product, ...similar], [sortedUse(shelf, 'default')]),
          };
        },
      };
    },

    filterList(idOrRoute: string): CacheableRead<FilterListResponse> {
      const s = snapshot();
      const shelf = filterShelf(s, idOrRoute);
      return {
        key: `filter-list:${scopeKey(shelf.scope)}`,
        build: () => ({ value: filterList(s, shelf), tags: answerTags([], [wholeUse(shelf.scope)]) }),
      };
    },

    /**
     * `GET /front-our-choices-list/{choice}?page=`: an array holding the page, its products not wrapped in a paged
     * block (contract 7.14).
     */
    choiceListing(idOrRoute: string, page: number, sort: SortMode): CacheableRead<ChoiceListingResponse> {
      const s = snapshot();
      const choice = s.findChoice(parseIdOrRoute(idOrRoute));
      if (!choice) throw new NotFoundError('Choice list not found.');
      const read = listingRead(
        `choice:${choice.id}`,
        { scope: { kind: 'choice', id: choice.id }, category: null, sub: null },
        null,
        page,
        sort,
      );
      return {
        key: read.key,
        build: async () => {
          const { value, tags } = await read.build();
          const { data, ...paging } = value.product;
          return { value: [{ product: data, faq: value.faq, choice: presentChoice(s, choice), ...paging }], tags };
        },
      };
    },

    ...createHomeReads(snapshot),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

function filterOf(body: FilterProductBody) {
  const list = <T>(v: T | T[] | undefined) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);
  return {
    brandIds: list(body.brand_id),
    countries: list(body.origin),
    minFils: body.min === undefined ? undefined : aedToFils(body.min),
    maxFils: body.max === undefined ? undefined : aedToFils(body.max),
  };
}
