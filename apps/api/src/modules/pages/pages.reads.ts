import {
  ContactDetailsResponseSchema,
  DEFAULT_CACHE_MS,
  ErrorPayloadSchema,
  FaqListResponseSchema,
  InfoPageParamsSchema,
  InfoPageResponseSchema,
  INFO_PAGE_MESSAGES,
  LONG_CACHE_MS,
} from '@shop/shared';
import { reshape } from '../../lib/cacheable-read.ts';
import { publicRead, type PublicRead } from '../../lib/public-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import { createPagesService, type PagesServiceDeps } from './pages.service.ts';

/** Spec section 9: cached GETs default to 5 minutes; corporate to 3,000,000 ms. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const LONG_CACHE: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };
const tags = ['content'];

/**
 * The information reads of spec section 7: the corporate page's FAQ (a bare array, decision 011) and the contact
 * details, a value of the settings answered as it is; and, the shop's own, the information pages' words.
 */
export function pagesReads(deps: PagesServiceDeps): PublicRead[] {
  const pages = createPagesService(deps);
  return [
    publicRead({
      name: 'infoPage',
      method: 'GET',
      url: '/pages/:slug',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getInfoPage',
        tags,
        summary: 'An information page (about, corporate or a policy) as staff wrote it, its placeholders filled',
        params: InfoPageParamsSchema,
        response: { 200: InfoPageResponseSchema, 404: ErrorPayloadSchema.describe(INFO_PAGE_MESSAGES.notFound) },
      },
      read: ({ params }) => reshape(pages.infoPage(params.slug), (data) => ({ status: 200 as const, data })),
    }),
    publicRead({
      name: 'corporateFaq',
      method: 'GET',
      url: '/corporate',
      cache: LONG_CACHE,
      schema: {
        operationId: 'getCorporateFaq',
        tags,
        summary: "The corporate page's FAQ",
        response: { 200: FaqListResponseSchema },
      },
      read: () => pages.corporateFaq(),
    }),
    publicRead({
      name: 'contactDetails',
      method: 'GET',
      url: '/contact-details',
      cache: DEFAULT_CACHE,
      schema: {
        operationId: 'getContactDetails',
        tags,
        summary: 'Static contact details',
        response: { 200: ContactDetailsResponseSchema },
      },
      value: () => ({ status: 200 as const, data: pages.contactDetails() }),
    }),
  ];
}
