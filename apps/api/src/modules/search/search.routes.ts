import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchBodySchema, SearchHitSchema } from '@shop/shared';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createSearchRepo } from './search.repo.ts';
import { createSearchService } from './search.service.ts';

/** `POST /global-search`: the header's product suggestions. */
export async function searchRoutes(app: FastifyInstance) {
  const search = createSearchService(createSearchRepo(app.db), app.config.IMAGE_BASE_URL);
  app.withTypeProvider<ZodTypeProvider>().post('/global-search', {
    config: { publicCache: { maxAge: 60, shared: true }, rateLimit: RATE_LIMITS.search },
    schema: {
      tags: ['catalog'],
      summary: 'Products matching a query: ranked, prefix and typo tolerant; at most 10',
      body: SearchBodySchema,
      response: { 200: z.object({ status: z.literal(200), data: z.array(SearchHitSchema) }) },
    },
  }, async (req) => ({ status: 200 as const, data: await search.search(req.body.query) }));
}
