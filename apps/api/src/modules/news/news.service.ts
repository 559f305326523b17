import { canonicalIdOrRoute, NO_PRESS_LOGOS, type NewsCard, type NewsDetailResponse } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CONTENT_TAG, NEWS_TAG } from '../../lib/content-reads.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, textToHtml, toIsoTimestamp } from '../../lib/presentation.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { NewsCardRow, NewsRepo, PublishedNewsItem } from './news.repo.ts';

export interface NewsServiceDeps {
  repo: NewsRepo;
  /** Where relative image names are served from. */
  imageBase: string;
}

/** A news item as the detail call answers it, without the status. */
export type NewsItem = Omit<NewsDetailResponse, 'status'>;

/**
 * News in the shapes the spec's client reads (seed-client-contract 7.9, decision 011): the whole list, newest first,
 * which the storefront pages itself, and an item on its own. The shop has no press logos: `logos_and_links` is the
 * one entry with a null link that the client reads as none (an absent list shows an empty row, an empty one fails).
 */
export function createNewsService({ repo, imageBase }: NewsServiceDeps) {
  const toCard = (row: NewsCardRow): NewsCard => ({
    id: row.id,
    route: row.route,
    title: row.title,
    // The excerpt is stored as text: escaped, it is safe HTML already.
    short_description: textToHtml(row.excerpt),
    featured_img: imageUrl(imageBase, row.image),
    created_at: toIsoTimestamp(row.publishedAt),
    logos_and_links: NO_PRESS_LOGOS,
  });

  return {
    /** Every published item, newest first. */
    list(): CacheableRead<NewsCard[]> {
      return {
        key: 'news-list',
        build: async () => ({ value: (await repo.listCards()).map(toCard), tags: [CONTENT_TAG, NEWS_TAG] }),
      };
    },

    /** A published item by id or route. */
    detail(idOrRoute: string): CacheableRead<NewsItem> {
      return {
        key: `news-detail:${canonicalIdOrRoute(idOrRoute)}`,
        build: async () => {
          const row = await repo.findDetail(parseIdOrRoute(idOrRoute));
          if (!row) throw new NotFoundError('News not found.');
          const card = toCard(row);
          // One picture per item: it is the card's, the page's and the banner's. The body is cleaned when the answer
          // is built, so it is cached clean (decision 016).
          const value = {
            ...card,
            long_description: safeRichHtml(row.content),
            main_img: card.featured_img,
            banner_image: card.featured_img,
            seo: { meta_title: row.title, meta_description: row.excerpt },
          };
          return { value, tags: [CONTENT_TAG, NEWS_TAG] };
        },
      };
    },

    /** Whether `/news-detail/{idOrRoute}` finds a published item (a validated id or route). */
    itemExists(idOrRoute: string): Promise<boolean> {
      return repo.hasItem(parseIdOrRoute(idOrRoute));
    },

    /** Every published item, for the sitemap. */
    published(): Promise<PublishedNewsItem[]> {
      return repo.listPublished();
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
