import {
  fillInfoPage,
  INFO_PAGE_MESSAGES,
  infoPageTextValues,
  infoPageValues,
  isInfoPageSlug,
  type ContactDetails,
  type Faq,
  type InfoPage,
} from '@shop/shared';
import type { Env } from '../../config/env.ts';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CONTENT_TAG, FAQ_TAG, PAGES_TAG } from '../../lib/content-reads.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { FaqService } from '../faq/index.ts';
import type { PagesRepo } from './pages.repo.ts';

export interface PagesServiceDeps {
  repo: PagesRepo;
  /** The corporate page's questions are FAQ entries like every other. */
  faq: FaqService;
  config: Pick<
    Env,
    | 'CONTACT_ADDRESS'
    | 'CONTACT_STORE_ADDRESS'
    | 'CONTACT_PHONE'
    | 'CONTACT_MAP_LINK'
    | 'CONTACT_STORE_MAP_LINK'
    | 'CONTACT_EMAIL'
    | 'CHAT_LINK'
  >;
}

/** A `tel:` link keeps only the plus sign and the digits of the displayed number. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The static contact details (spec section 1), read from configuration. */
export function contactDetailsOf(config: PagesServiceDeps['config']): ContactDetails {
  return {
    address: config.CONTACT_ADDRESS,
    store_address: config.CONTACT_STORE_ADDRESS,
    phone: config.CONTACT_PHONE,
    phone_link: phoneLink(config.CONTACT_PHONE),
    map_link: config.CONTACT_MAP_LINK,
    store_map_link: config.CONTACT_STORE_MAP_LINK,
    email: config.CONTACT_EMAIL,
    chat_link: config.CHAT_LINK,
  };
}

/**
 * Stored words as the storefront shows them: placeholders filled from the settings and the shop's rules, then cleaned
 * again, as every answer's HTML is where it is built (decision 016).
 */
export function filledInfoPage(content: string, config: PagesServiceDeps['config']): string {
  return safeRichHtml(fillInfoPage(content, infoPageValues(contactDetailsOf(config))));
}

/**
 * The information pages: their words as staff wrote them (issue 26, item 6), the corporate page's FAQ and the
 * contact details.
 */
export function createPagesService({ repo, faq, config }: PagesServiceDeps) {
  return {
    /** One information page. */
    infoPage(slug: string): CacheableRead<InfoPage> {
      return {
        key: `info-page:${slug}`,
        build: async () => {
          const row = isInfoPageSlug(slug) ? await repo.find(slug) : undefined;
          if (!row) throw new NotFoundError(INFO_PAGE_MESSAGES.notFound);
          const value: InfoPage = {
            slug: row.slug,
            title: row.title,
            description: fillInfoPage(row.description, infoPageTextValues(contactDetailsOf(config))),
            content: filledInfoPage(row.content, config),
            updated_at: toIsoTimestamp(row.updatedAt),
          };
          return { value, tags: [CONTENT_TAG, PAGES_TAG] };
        },
      };
    },

    /** The corporate page's questions, in display order. */
    corporateFaq(): CacheableRead<Faq[]> {
      return {
        key: 'corporate',
        build: async () => ({ value: await faq.corporateEntries(), tags: [CONTENT_TAG, FAQ_TAG] }),
      };
    },

    /** The static contact details (spec section 1), read from configuration. */
    contactDetails: () => contactDetailsOf(config),
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
