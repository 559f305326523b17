/**
 * The information pages (about, corporate, the policies), the corporate page's FAQ and the contact details. What
 * other modules and app.ts may use of it.
 */
export { pagesReads } from './pages.reads.ts';
export { createPagesRepo } from './pages.repo.ts';
export { createStaffPagesService } from './staff-pages.service.ts';
export { staffPagesRoutes } from './staff-pages.routes.ts';
