import {
  ARTICLES_PAGE_SIZE, RELATED_ARTICLES_COUNT, toPaged,
  type BlogCard, type BlogCategory, type BlogDetail, type Paged,
} from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { canonicalIdOrRoute, parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import type { BlogCardRow, BlogCategoryRow, BlogRepo } from './blog.repo.ts';
import { CONTENT_TAG, lastPage, offsetOf } from './content.util.ts';

export interface BlogList {
  categories: BlogCategory[];
  blogs: Paged<BlogCard>;
}

/** The blog: lists (all or one category), a post with its related posts. */
export function createBlogService(repo: BlogRepo, imageBase: string) {
  const toCard = (row: BlogCardRow): BlogCard => ({
    id: row.id,
    route: row.route,
    title: row.title,
    excerpt: row.excerpt,
    image: imageUrl(imageBase, row.image),
    author: row.author,
    published_at: toIsoTimestamp(row.publishedAt),
    category: row.category,
  });

  /** A page of posts; a page past the last answers the last page. */
  async function page(requested: number, categoryId?: number): Promise<Paged<BlogCard>> {
    const total = await repo.countCards({ categoryId });
    const current = Math.min(requested, lastPage(total, ARTICLES_PAGE_SIZE));
    const rows = await repo.listCards({ categoryId, limit: ARTICLES_PAGE_SIZE, offset: offsetOf(current, ARTICLES_PAGE_SIZE) });
    return toPaged(rows.map(toCard), current, total, ARTICLES_PAGE_SIZE);
  }

  return {
    list(requested: number): CacheableRead<BlogList> {
      return {
        key: `blog-list:${requested}`,
        build: async () => {
          const [categories, blogs] = await Promise.all([repo.listCategories(), page(requested)]);
          return { value: { categories: categories.map(toCategory), blogs }, tags: [CONTENT_TAG], key: `blog-list:${blogs.current_page}` };
        },
      };
    },

    /** The list narrowed to one category, found by id or route. */
    listByCategory(idOrRoute: string, requested: number): CacheableRead<BlogList & { category: BlogCategory }> {
      const key = canonicalIdOrRoute(idOrRoute);
      return {
        key: `blog-category:${key}:${requested}`,
        build: async () => {
          const row = await repo.findCategory(parseIdOrRoute(idOrRoute));
          if (!row) throw new NotFoundError('Blog category not found.');
          const [categories, blogs] = await Promise.all([repo.listCategories(), page(requested, row.id)]);
          return {
            value: { category: toCategory(row), categories: categories.map(toCategory), blogs },
            tags: [CONTENT_TAG],
            key: `blog-category:${key}:${blogs.current_page}`,
          };
        },
      };
    },

    /** A published post by id or route, and up to three other posts of its category, newest first. */
    detail(idOrRoute: string): CacheableRead<{ blog: BlogDetail; related: BlogCard[] }> {
      return {
        key: `blog-detail:${canonicalIdOrRoute(idOrRoute)}`,
        build: async () => {
          const row = await repo.findDetail(parseIdOrRoute(idOrRoute));
          if (!row) throw new NotFoundError('Blog not found.');
          const related = await repo.listCards({ categoryId: row.category.id, excludeId: row.id, limit: RELATED_ARTICLES_COUNT, offset: 0 });
          return { value: { blog: { ...toCard(row), content: row.content }, related: related.map(toCard) }, tags: [CONTENT_TAG] };
        },
      };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

function toCategory(row: BlogCategoryRow): BlogCategory {
  return { id: row.id, route: row.route, title: row.title, blogs_count: row.blogsCount };
}
