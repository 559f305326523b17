import { toIsoTimestamp } from '../../lib/presentation.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import type { StorefrontRepo } from './storefront.repo.ts';

/** Pages with no data behind them, as spec section 2 lists them. */
const STATIC_PAGES = ['/', '/about', '/corporate', '/blog', '/news', '/faq', '/contact', '/privacy-policy', '/terms-conditions', '/return-refund', '/shipping-delivery'];
/** A sitemap is rebuilt at most this often; crawlers read it rarely. */
const REBUILD_MS = 10 * 60_000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/sitemap.xml`: the shop's public pages under their canonical URLs (a product under its own category), built
 * from the catalog read model and the published content, and kept for a while or until the catalog changes.
 */
export function createSitemap(repo: StorefrontRepo, snapshot: () => CatalogSnapshot, baseUrl: string) {
  let built: { for: CatalogSnapshot; at: number; xml: string } | undefined;
  return async (): Promise<string> => {
    const s = snapshot();
    if (built && built.for === s && Date.now() - built.at < REBUILD_MS) return built.xml;
    const content = await repo.publishedContent();
    const at = (path: string) => `${baseUrl}${path}`;
    const categories = [...s.categories.values()];
    const routeOf = new Map(categories.map((c) => [c.row.id, c.row.route]));
    const entries = [
      ...STATIC_PAGES.map((p) => ({ loc: at(p) })),
      ...categories.map((c) => ({ loc: at(c.row.parentId === null ? `/shop/${c.row.route}` : `/shop/${routeOf.get(c.row.parentId)}/${c.row.route}`) })),
      ...s.choices.map((c) => ({ loc: at(`/our-choice/${c.route}`) })),
      ...[...s.products.values()].map((p) => ({ loc: at(`/product/${p.card.category.route}/${p.route}`), lastmod: p.card.created_at })),
      ...content.categories.map((c) => ({ loc: at(`/blog/${c.route}`) })),
      ...content.posts.map((p) => ({ loc: at(`/blog/${p.category}/${p.route}`), lastmod: toIsoTimestamp(p.publishedAt) })),
      ...content.items.map((n) => ({ loc: at(`/news/${n.route}`), lastmod: toIsoTimestamp(n.publishedAt) })),
    ];
    built = { for: s, at: Date.now(), xml: urlset(entries) };
    return built.xml;
  };
}
