import {
  BlogDetailResponseSchema,
  BlogListResponseSchema,
  ContentIdParamsSchema,
  DEFAULT_CACHE_MS,
} from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { BlogService } from './blog.service.ts';

/** Spec section 9: cached GETs default to 5 minutes. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The blog reads of spec section 7, in the shapes the spec's client reads (decision 011): the lists are bare arrays
 * of every post, which clients page themselves, so a `?page=` is ignored.
 */
export function blogReads(blog: BlogService): PublicRead[] {
  return [
    publicRead({
      name: 'blogList',
      method: 'GET',
      url: '/blog-list',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getBlogList',
        tags,
        summary: 'Every published blog post, newest first',
        response: { 200: BlogListResponseSchema },
      },
      read: () => blog.list(),
    }),
    publicRead({
      name: 'blogCategory',
      method: 'GET',
      url: '/blog-category-filter/:id',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getBlogCategory',
        tags,
        summary: 'Every published post of one blog category (id or route), newest first',
        params: ContentIdParamsSchema,
        response: { 200: BlogListResponseSchema },
      },
      read: ({ params }) => blog.listByCategory(params.id),
    }),
    publicRead({
      name: 'blogPost',
      method: 'GET',
      url: '/blog-detail/:id',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getBlogPost',
        tags,
        summary: 'A blog post (id or route), every blog category and the 3 most recent other posts',
        params: ContentIdParamsSchema,
        response: { 200: BlogDetailResponseSchema },
      },
      read: ({ params }) => reshape(blog.detail(params.id), (detail) => ({ status: 200 as const, ...detail })),
    }),
  ];
}
