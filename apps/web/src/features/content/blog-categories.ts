import type { BlogCard, BlogCategory } from '@shop/shared/rules';

/** A blog category of the sidebar, with how many of the listed posts it holds. */
export interface BlogCategoryCount extends BlogCategory {
  count: number;
}

/**
 * The categories of a list of posts in display order, each with its number of posts: the blog's category chips,
 * derived from `GET /blog-list` (a bare array of posts, decision 011). A category without a post has no chip.
 */
export function blogCategoriesOf(posts: readonly BlogCard[]): BlogCategoryCount[] {
  const byId = new Map<number, BlogCategoryCount>();
  for (const { category } of posts) {
    const known = byId.get(category.id);
    if (known) known.count += 1;
    else byId.set(category.id, { ...category, count: 1 });
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.title.localeCompare(b.title) || a.id - b.id);
}
