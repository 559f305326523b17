import {
  canonicalIdOrRoute,
  RELATED_ARTICLES_COUNT,
  type BlogCard,
  type BlogCategory,
  type BlogComment,
  type BlogDetailResponse,
  type BlogPost,
} from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CONTENT_TAG, BLOG_TAG } from '../../lib/content-reads.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, textToHtml, toIsoTimestamp } from '../../lib/presentation.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { BlogCardRow, BlogCategoryRow, BlogDetailRow, BlogRepo, PublishedBlog } from './blog.repo.ts';

export interface BlogServiceDeps {
  repo: BlogRepo;
  /** Where relative image names are served from. */
  imageBase: string;
  /** A post's approved comments, as its page shows them (the comments feature's; decision 017). */
  approvedComments?: (blogId: number) => Promise<BlogComment[]>;
}

/**
 * The tag of everything showing one post (its answer under each spelling, and its server-rendered page): a change
 * to what the post shows, such as an approved comment, refreshes them by it (decision 004).
 */
export function blogPostTag(blogId: number): string {
  return `blog:${blogId}`;
}

/** A post's page as the detail call answers it, without the status. */
export type BlogDetail = Omit<BlogDetailResponse, 'status'>;

/**
 * The blog in the shapes the spec's client reads (seed-client-contract 7.8, decision 011): whole lists, newest
 * first, which the storefront pages itself; a post with every category and the most recent other posts.
 */
export function createBlogService({ repo, imageBase, approvedComments = async () => [] }: BlogServiceDeps) {
  const toCard = (row: BlogCardRow): BlogCard => {
    const image = imageUrl(imageBase, row.image);
    return {
      id: row.id,
      route: row.route,
      title: row.title,
      // The excerpt is stored as text: escaped, it is safe HTML already.
      short_description: textToHtml(row.excerpt),
      // One picture per post: it is the card's and the page banner's.
      featured_img: image,
      banner_image: image,
      created_by: row.author,
      created_at: toIsoTimestamp(row.publishedAt),
      category: toCategory(row.category),
    };
  };
  const toPost = (row: BlogDetailRow, comments: BlogComment[]): BlogPost => ({
    ...toCard(row),
    // Cleaned when the answer is built, so it is cached clean (decision 016).
    description: safeRichHtml(row.content),
    comments,
    seo: { meta_title: row.title, meta_description: row.excerpt },
  });

  return {
    /** Every published post, newest first. */
    list(): CacheableRead<BlogCard[]> {
      return {
        key: 'blog-list',
        build: async () => ({ value: (await repo.listCards()).map(toCard), tags: [CONTENT_TAG, BLOG_TAG] }),
      };
    },

    /** Every published post of one category (found by id or route), newest first. */
    listByCategory(idOrRoute: string): CacheableRead<BlogCard[]> {
      return {
        key: `blog-category:${canonicalIdOrRoute(idOrRoute)}`,
        build: async () => {
          const category = await repo.findCategory(parseIdOrRoute(idOrRoute));
          if (!category) throw new NotFoundError('Blog category not found.');
          return {
            value: (await repo.listCards({ categoryId: category.id })).map(toCard),
            tags: [CONTENT_TAG, BLOG_TAG],
          };
        },
      };
    },

    /** A published post by id or route, every category, and up to three most recent other posts. */
    detail(idOrRoute: string): CacheableRead<BlogDetail> {
      return {
        key: `blog-detail:${canonicalIdOrRoute(idOrRoute)}`,
        build: async () => {
          const row = await repo.findDetail(parseIdOrRoute(idOrRoute));
          if (!row) throw new NotFoundError('Blog not found.');
          const [categories, recent, comments] = await Promise.all([
            repo.listCategories(),
            repo.listCards({ excludeId: row.id, limit: RELATED_ARTICLES_COUNT }),
            approvedComments(row.id),
          ]);
          return {
            value: { blog: toPost(row, comments), categories: categories.map(toCategory), recent: recent.map(toCard) },
            tags: [CONTENT_TAG, BLOG_TAG, blogPostTag(row.id)],
          };
        },
      };
    },

    /** Whether `/blog-category-filter/{idOrRoute}` finds a category (a validated id or route). */
    categoryExists(idOrRoute: string): Promise<boolean> {
      return repo.hasCategory(parseIdOrRoute(idOrRoute));
    },

    /** Whether `/blog-detail/{idOrRoute}` finds a published post (a validated id or route). */
    postExists(idOrRoute: string): Promise<boolean> {
      return repo.hasPost(parseIdOrRoute(idOrRoute));
    },

    /** Every category and published post, for the sitemap. */
    published(): Promise<PublishedBlog> {
      return repo.listPublished();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;

/** The spec's client reads a category's label as `name` (tags, links) and as `title` (headings): both are sent. */
function toCategory(row: BlogCategoryRow): BlogCategory {
  return { id: row.id, route: row.route, name: row.title, title: row.title, position: row.position };
}
