import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchBodySchema, SearchResponseSchema, type SearchResponse } from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createSearchService } from './search.service.ts';

/** `POST /global-search`: the header's product suggestions. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answered from the catalog read model, like the catalog's own reads (decision 003).
  const search = createSearchService(() => app.catalog.current);
  app.post(
    '/global-search',
    {
      config: { publicCache: { maxAge: 60 }, rateLimit: RATE_LIMITS.search },
      schema: {
        operationId: 'globalSearch',
        tags: ['catalog'],
        summary: 'Products matching a query: ranked, prefix and typo tolerant; at most 10',
        body: SearchBodySchema,
        response: { 200: SearchResponseSchema },
      },
      // `products` is where the spec's client reads the suggestions (contract 7.1).
    },
    (req, reply) =>
      reply.sendRead(reshape(search.search(req.body.query), (products): SearchResponse => ({ status: 200, products }))),
  );
};
