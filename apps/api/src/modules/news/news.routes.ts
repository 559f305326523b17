import {
  ContentIdParamsSchema,
  DEFAULT_CACHE_MS,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reshape } from '../../lib/cacheable-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { NewsService } from './news.service.ts';

/** Spec section 9: cached GETs default to 5 minutes. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The news calls of spec section 7, in the shapes the spec's client reads (decision 011): the list is a bare array
 * of every item, which clients page themselves, so a `?page=` is ignored; an item is answered unwrapped.
 */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.get(
    '/news-list',
    {
      schema: {
        operationId: 'getNewsList',
        tags,
        summary: 'Every published news item, newest first',
        response: { 200: NewsListResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (_request, reply) => reply.sendRead(news.list()),
  );

  app.get(
    '/news-detail/:id',
    {
      schema: {
        operationId: 'getNewsItem',
        tags,
        summary: 'A news item (id or route)',
        params: ContentIdParamsSchema,
        response: { 200: NewsDetailResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (request, reply) =>
      reply.sendRead(reshape(news.detail(request.params.id), (item) => ({ status: 200 as const, ...item }))),
  );
};
