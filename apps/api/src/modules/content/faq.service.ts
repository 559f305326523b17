import { FAQ_PAGE_SIZE, toPaged, type CorporatePage, type Faq, type Paged } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CORPORATE_COPY } from './corporate.copy.ts';
import { CONTENT_TAG, lastPage, offsetOf } from './content.util.ts';
import type { FaqRepo } from './faq.repo.ts';

/** The FAQ page, the about page's FAQ and the corporate page. */
export function createFaqService(repo: FaqRepo) {
  return {
    /** One page of the FAQ page's entries; a page past the last answers the last page. */
    faqPage(requested: number): CacheableRead<Paged<Faq>> {
      return {
        key: `faq-page:${requested}`,
        build: async () => {
          const total = await repo.count('page');
          const current = Math.min(requested, lastPage(total, FAQ_PAGE_SIZE));
          const rows = await repo.list('page', { limit: FAQ_PAGE_SIZE, offset: offsetOf(current, FAQ_PAGE_SIZE) });
          return { value: toPaged(rows, current, total, FAQ_PAGE_SIZE), tags: [CONTENT_TAG], key: `faq-page:${current}` };
        },
      };
    },

    aboutFaq(): CacheableRead<Faq[]> {
      return { key: 'about-faq', build: async () => ({ value: await repo.list('about'), tags: [CONTENT_TAG] }) };
    },

    corporatePage(): CacheableRead<CorporatePage> {
      return { key: 'corporate', build: async () => ({ value: { ...CORPORATE_COPY, faq: await repo.list('corporate') }, tags: [CONTENT_TAG] }) };
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
