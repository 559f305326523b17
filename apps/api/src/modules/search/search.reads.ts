import { SearchBodySchema, SearchResponseSchema, type SearchResponse } from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import type { CatalogView } from '../catalog/index.ts';
import { createSearchService } from './search.service.ts';

/**
 * `POST /global-search`: the header's product suggestions, answered from the catalog read model like the catalog's
 * own reads (decision 003).
 */
export function searchReads(catalog: () => CatalogView): PublicRead[] {
  const search = createSearchService(catalog);
  return [
    publicRead({
      name: 'globalSearch',
      method: 'POST',
      url: '/global-search',
      cache: { maxAge: 60 },
      rateLimit: RATE_LIMITS.search,
      schema: {
        operationId: 'globalSearch',
        tags: ['catalog'],
        summary: 'Products matching a query: ranked, prefix and typo tolerant; at most 10',
        body: SearchBodySchema,
        response: { 200: SearchResponseSchema },
      },
      // `products` is where the spec's client reads the suggestions (contract 7.1).
      read: ({ body }) => reshape(search.search(body.query), (products): SearchResponse => ({ status: 200, products })),
    }),
  ];
}
