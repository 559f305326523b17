import { ContactDetailsResponseSchema, DEFAULT_CACHE_MS, FaqListResponseSchema, LONG_CACHE_MS } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import type { FaqService } from '../faq/index.ts';
import { createPagesService } from './pages.service.ts';

/** Spec section 9: cached GETs default to 5 minutes; corporate to 3,000,000 ms. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const LONG_CACHE: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The information calls of spec section 7: the corporate page's FAQ (a bare array, decision 011) and the contact
 * details.
 */
export const pagesRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  const pages = createPagesService({ faq, config: app.config });

  app.get(
    '/corporate',
    {
      schema: {
        operationId: 'getCorporateFaq',
        tags,
        summary: "The corporate page's FAQ",
        response: { 200: FaqListResponseSchema },
      },
      config: { publicCache: LONG_CACHE },
    },
    (_request, reply) => reply.sendRead(pages.corporateFaq()),
  );

  app.get(
    '/contact-details',
    {
      schema: {
        operationId: 'getContactDetails',
        tags,
        summary: 'Static contact details',
        response: { 200: ContactDetailsResponseSchema },
      },
      config: { publicCache: DEFAULT_CACHE },
    },
    async () => ({ status: 200 as const, data: pages.contactDetails() }),
  );
};
