/**
 * The contact and corporate forms (decision 017). What other modules and app.ts may use of it.
 */
export { createFormsRepo } from './forms.repo.ts';
export { formsRoutes } from './forms.routes.ts';
export { createInboxRepo } from './inbox.repo.ts';
export { createInboxService } from './inbox.service.ts';
export { staffInboxRoutes } from './staff-inbox.routes.ts';
export { createFormsService } from './forms.service.ts';
