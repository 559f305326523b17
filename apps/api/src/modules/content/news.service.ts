import { ARTICLES_PAGE_SIZE, RELATED_ARTICLES_COUNT, toPaged, type NewsCard, type NewsDetail, type Paged } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { canonicalIdOrRoute, parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import { CONTENT_TAG, lastPage, offsetOf } from './content.util.ts';
import type { NewsCardRow, NewsRepo } from './news.repo.ts';

/** News: the paged list and an item with the latest other items. */
export function createNewsService(repo: NewsRepo, imageBase: string) {
  const toCard = (row: NewsCardRow): NewsCard => ({
    id: row.id,
    route: row.route,
    title: row.title,
    excerpt: row.excerpt,
    image: imageUrl(imageBase, row.image),
    published_at: toIsoTimestamp(row.publishedAt),
  });

  return {
    /** One page of news, newest first; a page past the last answers the last page. */
    list(requested: number): CacheableRead<Paged<NewsCard>> {
      return {
        key: `news-list:${requested}`,
        build: async () => {
          const total = await repo.countCards();
          const current = Math.min(requested, lastPage(total, ARTICLES_PAGE_SIZE));
          const rows = await repo.listCards({ limit: ARTICLES_PAGE_SIZE, offset: offsetOf(current, ARTICLES_PAGE_SIZE) });
          return { value: toPaged(rows.map(toCard), current, total, ARTICLES_PAGE_SIZE), tags: [CONTENT_TAG], key: `news-list:${current}` };
        },
      };
    },

    /** A published item by id or route, and the three most recent other items. */
    detail(idOrRoute: string): CacheableRead<{ news: NewsDetail; recent: NewsCard[] }> {
      return {
        key: `news-detail:${canonicalIdOrRoute(idOrRoute)}`,
        build: async () => {
          const row = await repo.findDetail(parseIdOrRoute(idOrRoute));
          if (!row) throw new NotFoundError('News not found.');
          const recent = await repo.listCards({ excludeId: row.id, limit: RELATED_ARTICLES_COUNT, offset: 0 });
          return { value: { news: { ...toCard(row), content: row.content }, recent: recent.map(toCard) }, tags: [CONTENT_TAG] };
        },
      };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
