import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchBodySchema, SearchResponseSchema } from '@shop/shared';
import { withStatus } from '../../lib/cacheable-read.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createSearchRepo } from './search.repo.ts';
import { createSearchService } from './search.service.ts';

/** `POST /global-search`: the header's product suggestions. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(createSearchRepo(app.db), app.config.IMAGE_BASE_URL);
  app.post('/global-search', {
    config: { publicCache: { maxAge: 60 }, rateLimit: RATE_LIMITS.search },
    schema: {
      operationId: 'globalSearch',
      tags: ['catalog'],
      summary: 'Products matching a query: ranked, prefix and typo tolerant; at most 10',
      body: SearchBodySchema,
      response: { 200: SearchResponseSchema },
    },
  }, (req, reply) => reply.sendRead(withStatus(search.search(req.body.query))));
};
