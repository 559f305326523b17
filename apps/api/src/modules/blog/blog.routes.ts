import {
  BlogDetailResponseSchema,
  BlogListResponseSchema,
  ContentIdParamsSchema,
  DEFAULT_CACHE_MS,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reshape } from '../../lib/cacheable-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { BlogService } from './blog.service.ts';

/** Spec section 9: cached GETs default to 5 minutes. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The blog calls of spec section 7, in the shapes the spec's client reads (decision 011): the lists are bare arrays
 * of every post, which clients page themselves, so a `?page=` is ignored.
 */
export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/blog-list',
    {
      schema: {
        operationId: 'getBlogList',
        tags,
        summary: 'Every published blog post, newest first',
        response: { 200: BlogListResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (_request, reply) => reply.sendRead(blog.list()),
  );

  app.get(
    '/blog-category-filter/:id',
    {
      schema: {
        operationId: 'getBlogCategory',
        tags,
        summary: 'Every published post of one blog category (id or route), newest first',
        params: ContentIdParamsSchema,
        response: { 200: BlogListResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (request, reply) => reply.sendRead(blog.listByCategory(request.params.id)),
  );

  app.get(
    '/blog-detail/:id',
    {
      schema: {
        operationId: 'getBlogPost',
        tags,
        summary: 'A blog post (id or route), every blog category and the 3 most recent other posts',
        params: ContentIdParamsSchema,
        response: { 200: BlogDetailResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (request, reply) =>
      reply.sendRead(reshape(blog.detail(request.params.id), (detail) => ({ status: 200 as const, ...detail }))),
  );
};
