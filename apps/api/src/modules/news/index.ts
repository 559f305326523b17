/**
 * News posts. What other modules and app.ts may use of it.
 */
export { createNewsRepo } from './news.repo.ts';
export { newsReads } from './news.reads.ts';
export { createNewsService } from './news.service.ts';
export type { NewsService } from './news.service.ts';
export { createStaffNewsRepo } from './staff-news.repo.ts';
export { createStaffNewsService } from './staff-news.service.ts';
export { staffNewsRoutes } from './staff-news.routes.ts';
