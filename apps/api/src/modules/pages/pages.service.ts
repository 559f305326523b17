import type { ContactDetails, Faq } from '@shop/shared';
import type { Env } from '../../config/env.ts';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CONTENT_TAG, FAQ_TAG } from '../../lib/content-reads.ts';
import type { FaqService } from '../faq/index.ts';

export interface PagesServiceDeps {
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

/**
 * The information pages: the corporate page's FAQ and the contact details. The corporate page's copy ships with the
 * storefront, as the other static pages' text does (decision 011).
 */
export function createPagesService({ faq, config }: PagesServiceDeps) {
  return {
    /** The corporate page's questions, in display order. */
    corporateFaq(): CacheableRead<Faq[]> {
      return {
        key: 'corporate',
        build: async () => ({ value: await faq.corporateEntries(), tags: [CONTENT_TAG, FAQ_TAG] }),
      };
    },

    /** The static contact details (spec section 1), read from configuration. */
    contactDetails(): ContactDetails {
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
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
