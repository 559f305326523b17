import {
  matchStorefrontRoute,
  STOREFRONT_ROUTES,
  storefrontPath,
  storefrontPathOf,
  type StorefrontRoute,
} from '@shop/shared';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import type { BlogService } from '../blog/index.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { NewsService } from '../news/index.ts';

/** What the sitemap lists: the catalog as the read model holds it, and the published content. */
export interface SitemapData {
  catalog: CatalogView;
  blog: Awaited<ReturnType<BlogService['published']>>;
  news: Awaited<ReturnType<NewsService['published']>>;
}

interface Page {
  path: string;
  lastmod?: string;
}

/** A route of the table with parameters: its pages come from data. */
type DynamicRoute = Extract<StorefrontRoute, { pattern: `${string}:${string}` }>;
const isDynamic = (route: StorefrontRoute): route is DynamicRoute => route.pattern.includes(':');

/**
 * The pages of each route with parameters, under their canonical URLs. Every such route of the table must say
 * (the type requires it), so a route added to the table cannot be left out of the sitemap by accident.
 */
const DYNAMIC_PAGES: { [N in DynamicRoute['name']]: (data: SitemapData) => Page[] } = {
  shop: ({ catalog }) =>
    [...catalog.categories()]
      .filter((c) => c.parentId === null)
      .map((c) => ({ path: storefrontPath('shop', { cat: c.route }) })),
  shopSubcategory: ({ catalog }) => {
    const byId = new Map([...catalog.categories()].map((c) => [c.id, c]));
    return [...byId.values()].flatMap((c) => {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      return parent ? [{ path: storefrontPath('shopSubcategory', { cat: parent.route, subcat: c.route }) }] : [];
    });
  },
  // Any amount makes a shop-by-price page: there is no list of them, and crawlers reach the ones the shop links.
  shopByPrice: () => [],
  ourChoice: ({ catalog }) =>
    catalog.choices().map((c) => ({ path: storefrontPath('ourChoice', { choice: c.route }) })),
  // A product is listed once, under its canonical URL: in its own category (productInCategory).
  product: () => [],
  productInCategory: ({ catalog }) =>
    [...catalog.products()].map((p) => ({
      path: storefrontPath('productInCategory', { cat: p.card.category.route, id: p.route }),
      lastmod: p.card.created_at,
    })),
  blogCategory: ({ blog }) => blog.categories.map((c) => ({ path: storefrontPath('blogCategory', { cat: c.route }) })),
  blogPost: ({ blog }) =>
    blog.posts.map((p) => ({
      path: storefrontPath('blogPost', { cat: p.category, id: p.route }),
      lastmod: toIsoTimestamp(p.publishedAt),
    })),
  newsPost: ({ news }) =>
    news.map((n) => ({ path: storefrontPath('newsPost', { id: n.route }), lastmod: toIsoTimestamp(n.publishedAt) })),
};

/**
 * The pages of one route: a page without parameters is itself, unless it is personal (cart, account...). A path
 * another route shows instead (the category `premium` is the static `/shop/premium`) is left to that route.
 */
function pagesOf(route: StorefrontRoute, data: SitemapData): Page[] {
  if (isDynamic(route))
    return DYNAMIC_PAGES[route.name](data).filter((page) => matchStorefrontRoute(page.path)?.name === route.name);
  return route.kind === 'personal' ? [] : [{ path: storefrontPathOf({ name: route.name, params: {} }) }];
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/sitemap.xml`'s body: every public page of the storefront's route table (`STOREFRONT_ROUTES`), in its order,
 * under `baseUrl`.
 */
export function sitemapXml(baseUrl: string, data: SitemapData): string {
  const urls = STOREFRONT_ROUTES.flatMap((route) => pagesOf(route, data)).map(
    (p) =>
      `<url><loc>${escapeXml(`${baseUrl}${p.path}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
