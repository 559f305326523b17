import { FAQ_PAGE_SIZE, toPaged, type Faq, type Paged } from '@shop/shared';
import type { CacheableRead } from '../../lib/cacheable-read.ts';
import { CONTENT_TAG, FAQ_TAG, LastPages, lastPage, offsetOf } from '../../lib/content-reads.ts';
import { safeFaqs } from '../../lib/safe-html.ts';
import type { FaqRepo } from './faq.repo.ts';

export interface FaqServiceDeps {
  repo: FaqRepo;
  /** How long the response cache keeps an answer: the FAQ page's last page is remembered as long. */
  cacheSeconds: number;
}

const PAGE = 'faq-page';

/**
 * The FAQ page and the about page's FAQ; other pages (corporate) take their entries from here. Answers are HTML,
 * cleaned when an answer is built, so they are cached clean (decision 016).
 */
export function createFaqService({ repo, cacheSeconds }: FaqServiceDeps) {
  const lastPages = new LastPages(cacheSeconds);
  return {
    /** One page of the FAQ page's entries; a page past the last answers the last page. */
    faqPage(requested: number): CacheableRead<Paged<Faq>> {
      return {
        key: `${PAGE}:${lastPages.canonical(PAGE, requested)}`,
        build: async () => {
          const total = await repo.count('page');
          const last = lastPage(total, FAQ_PAGE_SIZE);
          lastPages.learn(PAGE, last);
          const current = Math.min(requested, last);
          const rows = await repo.list('page', { limit: FAQ_PAGE_SIZE, offset: offsetOf(current, FAQ_PAGE_SIZE) });
          return {
            value: toPaged(safeFaqs(rows), current, total, FAQ_PAGE_SIZE),
            tags: [CONTENT_TAG, FAQ_TAG],
            key: `${PAGE}:${current}`,
          };
        },
      };
    },

    aboutFaq(): CacheableRead<Faq[]> {
      return {
        key: 'about-faq',
        build: async () => ({ value: safeFaqs(await repo.list('about')), tags: [CONTENT_TAG, FAQ_TAG] }),
      };
    },

    /** The corporate page's entries, in display order. */
    async corporateEntries(): Promise<Faq[]> {
      return safeFaqs(await repo.list('corporate'));
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
