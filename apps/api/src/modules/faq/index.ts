/**
 * Questions and answers, shop-wide and per category. What other modules and app.ts may use of it.
 */
export { createFaqRepo } from './faq.repo.ts';
export { faqReads } from './faq.reads.ts';
export { createFaqService } from './faq.service.ts';
export type { FaqService } from './faq.service.ts';
export { createStaffFaqRepo } from './staff-faq.repo.ts';
export { createStaffFaqService } from './staff-faq.service.ts';
export { staffFaqRoutes } from './staff-faq.routes.ts';
