import { ARTICLES_PAGE_SIZE, RELATED_ARTICLES_COUNT, toPaged, type NewsCard, type NewsDetail, type Paged } from '@shop/shared';
import { NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import { offsetOf } from './content.util.ts';
import type { NewsCardRow, NewsRepo } from './news.repo.ts';

/** News: the paged list and an item with the latest other items. */
export class NewsService {
  constructor(
    private readonly repo: NewsRepo,
    private readonly imageBaseUrl: string,
  ) {}

  async list(page: number): Promise<Paged<NewsCard>> {
    const [rows, total] = await Promise.all([
      this.repo.listCards({ limit: ARTICLES_PAGE_SIZE, offset: offsetOf(page, ARTICLES_PAGE_SIZE) }),
      this.repo.countCards(),
    ]);
    return toPaged(rows.map((r) => this.toCard(r)), page, total, ARTICLES_PAGE_SIZE);
  }

  /** A published item by id or route, and the three most recent other items. */
  async detail(idOrRoute: string): Promise<{ news: NewsDetail; recent: NewsCard[] }> {
    const row = await this.repo.findDetail(parseIdOrRoute(idOrRoute));
    if (!row) throw new NotFoundError('News not found.');
    const recent = await this.repo.listCards({ excludeId: row.id, limit: RELATED_ARTICLES_COUNT, offset: 0 });
    return { news: { ...this.toCard(row), content: row.content }, recent: recent.map((r) => this.toCard(r)) };
  }

  private toCard(row: NewsCardRow): NewsCard {
    return {
      id: row.id,
      route: row.route,
      title: row.title,
      excerpt: row.excerpt,
      image: imageUrl(this.imageBaseUrl, row.image),
      published_at: toIsoTimestamp(row.publishedAt),
    };
  }
}
