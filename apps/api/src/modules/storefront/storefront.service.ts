import type { BlogService } from '../blog/index.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { NewsService } from '../news/index.ts';
import { movedProductPath, pageExists, type ContentLookups } from './page-status.ts';
import { sitemapXml } from './sitemap.ts';

/** A sitemap is rebuilt at most this often; crawlers read it rarely. */
const REBUILD_MS = 10 * 60_000;

export interface StorefrontServiceDeps {
  /** The catalog as it is now (one view per moment of the catalog). */
  catalog: () => CatalogView;
  blog: BlogService;
  news: NewsService;
  /** The shop's public origin, for the sitemap's absolute URLs. */
  baseUrl: string;
}

/** What the server knows of the storefront's pages: which paths exist, and the sitemap. */
export function createStorefrontService({ catalog, blog, news, baseUrl }: StorefrontServiceDeps) {
  const content: ContentLookups = {
    blogCategoryExists: (id) => blog.categoryExists(id),
    blogPostExists: (id) => blog.postExists(id),
    newsItemExists: (id) => news.itemExists(id),
  };
  let built: { for: CatalogView; at: number; xml: string } | undefined;

  return {
    /** Whether a storefront path shows a real page (see `pageExists`). */
    pageExists(pathname: string): Promise<boolean> {
      return pageExists(pathname, catalog(), content);
    },

    /** Where a product page moved to when its path names an old route of the product (a 301), else undefined. */
    movedTo(pathname: string): string | undefined {
      return movedProductPath(pathname, catalog());
    },

    /**
     * The shop's public pages under their canonical URLs, built from the catalog read model and the published
     * content, and kept for a while or until the catalog changes.
     */
    async sitemap(): Promise<string> {
      const view = catalog();
      if (built && built.for === view && Date.now() - built.at < REBUILD_MS) return built.xml;
      const [posts, items] = await Promise.all([blog.published(), news.published()]);
      built = {
        for: view,
        at: Date.now(),
        xml: sitemapXml(baseUrl, { catalog: view, blog: posts, news: items }),
      };
      return built.xml;
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
