import {
  ARTICLES_PAGE_SIZE,
  RELATED_ARTICLES_COUNT,
  toPaged,
  type BlogCard,
  type BlogCategory,
  type BlogDetail,
  type Paged,
} from '@shop/shared';
import { NotFoundError } from '../../lib/errors.ts';
import type { BlogCardRow, BlogCategoryRow, BlogRepo } from './blog.repo.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import { offsetOf } from './content.util.ts';

export interface BlogList {
  categories: BlogCategory[];
  blogs: Paged<BlogCard>;
}

/** The blog: lists (all or one category), a post with its related posts. */
export class BlogService {
  constructor(
    private readonly repo: BlogRepo,
    private readonly imageBaseUrl: string,
  ) {}

  async list(page: number): Promise<BlogList> {
    const [categories, blogs] = await Promise.all([this.repo.listCategories(), this.page(page)]);
    return { categories: categories.map(toCategory), blogs };
  }

  /** The list narrowed to one category, found by id or route. */
  async listByCategory(idOrRoute: string, page: number): Promise<BlogList & { category: BlogCategory }> {
    const row = await this.repo.findCategory(parseIdOrRoute(idOrRoute));
    if (!row) throw new NotFoundError('Blog category not found.');
    const [categories, blogs] = await Promise.all([this.repo.listCategories(), this.page(page, row.id)]);
    return { category: toCategory(row), categories: categories.map(toCategory), blogs };
  }

  /** A published post by id or route, and up to three other posts of its category, newest first. */
  async detail(idOrRoute: string): Promise<{ blog: BlogDetail; related: BlogCard[] }> {
    const row = await this.repo.findDetail(parseIdOrRoute(idOrRoute));
    if (!row) throw new NotFoundError('Blog not found.');
    const related = await this.repo.listCards({ categoryId: row.category.id, excludeId: row.id, limit: RELATED_ARTICLES_COUNT, offset: 0 });
    return { blog: { ...this.toCard(row), content: row.content }, related: related.map((r) => this.toCard(r)) };
  }

  private async page(page: number, categoryId?: number): Promise<Paged<BlogCard>> {
    const [rows, total] = await Promise.all([
      this.repo.listCards({ categoryId, limit: ARTICLES_PAGE_SIZE, offset: offsetOf(page, ARTICLES_PAGE_SIZE) }),
      this.repo.countCards({ categoryId }),
    ]);
    return toPaged(rows.map((r) => this.toCard(r)), page, total, ARTICLES_PAGE_SIZE);
  }

  private toCard(row: BlogCardRow): BlogCard {
    return {
      id: row.id,
      route: row.route,
      title: row.title,
      excerpt: row.excerpt,
      image: imageUrl(this.imageBaseUrl, row.image),
      author: row.author,
      published_at: toIsoTimestamp(row.publishedAt),
      category: row.category,
    };
  }
}

function toCategory(row: BlogCategoryRow): BlogCategory {
  return { id: row.id, route: row.route, title: row.title, blogs_count: row.blogsCount };
}
