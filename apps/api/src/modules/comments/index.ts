/**
 * Blog comments, held for approval (decision 017). What other modules and app.ts may use of it.
 */
export { commentsStaffRoutes } from './comments-staff.routes.ts';
export { createCommentsRepo } from './comments.repo.ts';
export { commentsRoutes } from './comments.routes.ts';
export { createCommentsService } from './comments.service.ts';
