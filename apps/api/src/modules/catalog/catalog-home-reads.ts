import type { ChoiceCategory, ChoicesResponse, HomeBestSellingResponse, HomeFeaturedResponse } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { answerTags, CATALOG_TAG, sortedUse } from './catalog-cache-tags.ts';
import type { CatalogSnapshot, Scope } from './catalog-snapshot.ts';

/** Best sellers of each home row's category that `/home-featured-product` sends (the client shows at most 12). */
const FEATURED_PER_CATEGORY = 12;
/** Best sellers of the whole shop that `/home-best-selling` sends (the client shows 6, then 6 more). */
const BEST_SELLING_SIZE = 12;

/** The home page's reads and the our-choice lists, from the catalog in memory (part of `createCatalogService`). */
export function createHomeReads(snapshot: () => CatalogSnapshot) {
  return {
    choices(): CacheableRead<ChoicesResponse> {
      const s = snapshot();
      return {
        key: 'choices',
        build: () => ({ value: s.choices.map((c) => presentChoice(s, c)), tags: [CATALOG_TAG] }),
      };
    },

    /**
     * `GET /home-best-selling`: the shop's best sellers, each under `products` (contract 7.2), and the promo banners.
     */
    homeBestSelling(): CacheableRead<HomeBestSellingResponse> {
      const s = snapshot();
      return {
        key: 'home-best-selling',
        build: () => {
          const all: Scope = { kind: 'all' };
          const best = s.list(all, 'default').slice(0, BEST_SELLING_SIZE);
          const bannered = s.banners.flatMap((b) => {
            const product = s.products.get(b.productId);
            return product ? [{ banner: b, product }] : [];
          });
          const banners = bannered.map(({ banner, product }) => ({
            id: banner.id,
            title: banner.title,
            image: imageUrl(s.imageBase, banner.image),
            product_route: product.route,
            category_route: product.card.category.route,
          }));
          return {
            value: { status: 200, best_selling: best.map((p) => ({ products: p.tile })), banners },
            tags: answerTags([...best, ...bannered.map((b) => b.product)], [sortedUse(all, 'default')]),
          };
        },
      };
    },

    /**
     * `GET /home-featured-product`: the home rows' categories as tabs (`title` is the row's heading, `name` the
     * category's) and up to 12 best sellers of each, matched to their tab by `category_id`.
     */
    homeFeatured(): CacheableRead<HomeFeaturedResponse> {
      const s = snapshot();
      return {
        key: 'home-featured-product',
        build: () => {
          const scopes: Scope[] = s.homeRows.map((row) => ({ kind: 'category', id: row.category.row.id }));
          const shown = scopes.flatMap((scope) => s.list(scope, 'default').slice(0, FEATURED_PER_CATEGORY));
          const tabs = s.homeRows.map((row) => ({ ...row.category.link, title: row.title || row.category.ref.title }));
          return {
            value: {
              status: 200,
              featured_products: shown.map((p) => p.tile),
              category_drop_down: tabs,
              offers: s.offers.map((o) => ({ id: o.id, headline: o.headline, detail: o.detail })),
            },
            tags: answerTags(
              shown,
              scopes.map((scope) => sortedUse(scope, 'default')),
            ),
          };
        },
      };
    },
  };
}

/** An our-choice list as the home page and its listing show it. */
export function presentChoice(
  s: CatalogSnapshot,
  c: { id: number; route: string; title: string; description: string; image: string | null },
): ChoiceCategory {
  return {
    id: c.id,
    route: c.route,
    title: c.title,
    category_name: c.title,
    description: c.description,
    image: c.image ? imageUrl(s.imageBase, c.image) : null,
  };
}
