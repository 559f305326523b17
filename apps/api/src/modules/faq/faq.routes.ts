import {
  DEFAULT_CACHE_MS,
  FaqListResponseSchema,
  FaqPageResponseSchema,
  LONG_CACHE_MS,
  PageQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reshape } from '../../lib/cacheable-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { FaqService } from './faq.service.ts';

/** Spec section 9: cached GETs default to 5 minutes; the about FAQ to 3,000,000 ms. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const LONG_CACHE: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The FAQ calls of spec section 7, in the shapes the spec's client reads (decision 011): the FAQ page paged at the
 * top level, the about page's FAQ as a bare array.
 */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    '/faq-page',
    {
      schema: {
        operationId: 'getFaqPage',
        tags,
        summary: 'One page (10) of the FAQ page; a page past the last answers the last',
        querystring: PageQuerySchema,
        response: { 200: FaqPageResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    (request, reply) =>
      reply.sendRead(reshape(faq.faqPage(request.query.page), (page) => ({ status: 200 as const, ...page }))),
  );

  app.get(
    '/about-faq',
    {
      schema: {
        operationId: 'getAboutFaq',
        tags,
        summary: "The about page's FAQ",
        response: { 200: FaqListResponseSchema },
      },
      config: { publicCache: LONG_CACHE },
    },
    (_request, reply) => reply.sendRead(faq.aboutFaq()),
  );
};
