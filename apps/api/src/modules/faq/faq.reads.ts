import {
  DEFAULT_CACHE_MS,
  FaqListResponseSchema,
  FaqPageResponseSchema,
  LONG_CACHE_MS,
  PageQuerySchema,
} from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { FaqService } from './faq.service.ts';

/** Spec section 9: cached GETs default to 5 minutes; the about FAQ to 3,000,000 ms. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const LONG_CACHE: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The FAQ reads of spec section 7, in the shapes the spec's client reads (decision 011): the FAQ page paged at the
 * top level, the about page's FAQ as a bare array.
 */
export function faqReads(faq: FaqService): PublicRead[] {
  return [
    publicRead({
      name: 'faqPage',
      method: 'GET',
      url: '/faq-page',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getFaqPage',
        tags,
        summary: 'One page (10) of the FAQ page; a page past the last answers the last',
        querystring: PageQuerySchema,
        response: { 200: FaqPageResponseSchema },
      },
      read: ({ query }) => reshape(faq.faqPage(query.page), (page) => ({ status: 200 as const, ...page })),
    }),
    publicRead({
      name: 'aboutFaq',
      method: 'GET',
      url: '/about-faq',
      cache: LONG_CACHE,
      schema: {
        operationId: 'getAboutFaq',
        tags,
        summary: "The about page's FAQ",
        response: { 200: FaqListResponseSchema },
      },
      read: () => faq.aboutFaq(),
    }),
  ];
}
