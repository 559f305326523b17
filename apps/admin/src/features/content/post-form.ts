import type { ContentStatus, StaffNews, StaffPost, StaffPostBody } from '@shop/shared/rules';
import { fromShopLocal, toShopLocal } from './shop-time.ts';

/** The post editor's fields as typed (strings), before they are sent. */
export interface PostDraft {
  title: string;
  route: string;
  categoryId: string;
  excerpt: string;
  image: string;
  author: string;
  status: ContentStatus;
  /** `datetime-local`, shop time; empty means now. */
  publishAt: string;
  content: string;
}

export const EMPTY_POST: PostDraft = {
  title: '',
  route: '',
  categoryId: '',
  excerpt: '',
  image: '',
  author: '',
  status: 'draft',
  publishAt: '',
  content: '',
};

/** A blog post or a news item (which has no category and no author) as the editor's fields. */
export function draftOf(post: StaffPost | StaffNews): PostDraft {
  return {
    title: post.title,
    route: post.route,
    categoryId: 'category' in post ? String(post.category.id) : '',
    excerpt: post.excerpt,
    image: post.image,
    author: 'author' in post ? post.author : '',
    status: post.status,
    // A draft's time is when it was written, unless it is set for later: published, it goes live then or now.
    publishAt:
      post.status === 'draft' && Date.parse(post.published_at) <= Date.now() ? '' : toShopLocal(post.published_at),
    content: post.content,
  };
}

/** What is sent: the server checks every field and names the ones it refuses. */
export function bodyOf(draft: PostDraft): StaffPostBody {
  return {
    title: draft.title,
    route: draft.route.trim() || undefined,
    category_id: draft.categoryId === '' ? (undefined as unknown as number) : Number(draft.categoryId),
    excerpt: draft.excerpt,
    content: draft.content,
    image: draft.image,
    author: draft.author,
    status: draft.status,
    published_at: fromShopLocal(draft.publishAt) || undefined,
  };
}

/** What saving did, said to the person. */
export function savedMessage(post: StaffPost | StaffNews): string {
  if (post.state === 'draft') return 'Saved as a draft: the storefront does not show it.';
  if (post.state === 'scheduled') return 'Saved: the storefront shows it from its publication time.';
  return 'Saved and published: the storefront shows it now.';
}
