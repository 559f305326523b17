/**
 * The contact and corporate forms (decision 017). What other modules and app.ts may use of it.
 */
export { createFormsRepo } from './forms.repo.ts';
export { formsRoutes } from './forms.routes.ts';
export { createFormsService } from './forms.service.ts';
