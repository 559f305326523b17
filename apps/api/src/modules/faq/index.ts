/**
 * Questions and answers, shop-wide and per category. What other modules and app.ts may use of it.
 */
export { createFaqRepo } from './faq.repo.ts';
export { faqReads } from './faq.reads.ts';
export { createFaqService } from './faq.service.ts';
export type { FaqService } from './faq.service.ts';
