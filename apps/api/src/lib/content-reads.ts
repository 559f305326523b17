import { LRUCache } from 'lru-cache';

/** Helpers the content reads (blog, news, FAQ) share. */

/** Tag of every cached content answer (blog, news, FAQ pages). */
export const CONTENT_TAG = 'content';

/**
 * Tags of one kind of content's answers (and the pages rendered from them): a staff write drops exactly its kind's
 * answers. Every blog answer shows other posts (lists, a post's recent posts and categories), so a post's change
 * refreshes them all; the same holds for news and for the FAQ lists.
 */
export const BLOG_TAG = 'blog';
export const NEWS_TAG = 'news';
export const FAQ_TAG = 'faq';
/** The information pages (about, corporate, the policies): each answer is one page. */
export const PAGES_TAG = 'pages';

/** Offset of a 1-based page. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The last page of a list of `total` items: 1 for an empty list. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Lists remembered at most (the FAQ page today; the blog and news lists come whole: decision 011). */
const MAX_LISTS = 1000;

/**
 * The last page of each paged content list, as its latest build found it. A read past it is looked up under the
 * last page's key, so every page number past the end shares that one cache entry and no build (decision 007's
 * canonical keys; content has no in-memory model to resolve pages in first). Each build refreshes what it learns,
 * and an entry is forgotten after the response cache's lifetime, so a list that grew is not clamped to its old end
 * for longer than its cached pages are served anyway. On a cache miss the build still clamps against the database.
 */
export class LastPages {
  private readonly known: LRUCache<string, number>;

  constructor(ttlSeconds: number) {
    this.known = new LRUCache({ max: MAX_LISTS, ttl: Math.max(1, ttlSeconds) * 1000 });
  }

  /** The page to look up: the one asked, or the list's last page when the one asked is past it. */
  canonical(list: string, requested: number): number {
    const last = this.known.get(list);
    return last !== undefined && requested > last ? last : requested;
  }

  /** Records a list's last page, found by a build. */
  learn(list: string, last: number): void {
    this.known.set(list, last);
  }
}
