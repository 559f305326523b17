import {
  ContentIdParamsSchema,
  DEFAULT_CACHE_MS,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
} from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { NewsService } from './news.service.ts';

/** Spec section 9: cached GETs default to 5 minutes. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The news reads of spec section 7, in the shapes the spec's client reads (decision 011): the list is a bare array
 * of every item, which clients page themselves, so a `?page=` is ignored; an item is answered unwrapped.
 */
export function newsReads(news: NewsService): PublicRead[] {
  return [
    publicRead({
      name: 'newsList',
      method: 'GET',
      url: '/news-list',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getNewsList',
        tags,
        summary: 'Every published news item, newest first',
        response: { 200: NewsListResponseSchema },
      },
      read: () => news.list(),
    }),
    publicRead({
      name: 'newsItem',
      method: 'GET',
      url: '/news-detail/:id',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getNewsItem',
        tags,
        summary: 'A news item (id or route)',
        params: ContentIdParamsSchema,
        response: { 200: NewsDetailResponseSchema },
      },
      read: ({ params }) => reshape(news.detail(params.id), (item) => ({ status: 200 as const, ...item })),
    }),
  ];
}
