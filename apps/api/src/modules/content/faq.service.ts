import { FAQ_PAGE_SIZE, toPaged, type CorporatePage, type Faq, type Paged } from '@shop/shared';
import { CORPORATE_COPY } from './corporate.copy.ts';
import { offsetOf } from './content.util.ts';
import type { FaqRepo } from './faq.repo.ts';

/** The FAQ page, the about page's FAQ and the corporate page. */
export class FaqService {
  constructor(private readonly repo: FaqRepo) {}

  /** One page of the FAQ page's entries; a page past the end is empty but keeps the real last_page. */
  async faqPage(page: number): Promise<Paged<Faq>> {
    const [rows, total] = await Promise.all([
      this.repo.list('page', { limit: FAQ_PAGE_SIZE, offset: offsetOf(page, FAQ_PAGE_SIZE) }),
      this.repo.count('page'),
    ]);
    return toPaged(rows, page, total, FAQ_PAGE_SIZE);
  }

  async aboutFaq(): Promise<Faq[]> {
    return this.repo.list('about');
  }

  async corporatePage(): Promise<CorporatePage> {
    return { ...CORPORATE_COPY, faq: await this.repo.list('corporate') };
  }
}
