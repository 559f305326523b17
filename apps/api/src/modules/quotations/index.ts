/**
 * Corporate quotation requests (decision 017). What other modules and app.ts may use of it.
 */
export { createQuotationsRepo } from './quotations.repo.ts';
export { quotationsRoutes } from './quotations.routes.ts';
export { createQuotationsService } from './quotations.service.ts';
export { quotationStaffRoutes } from './staff.routes.ts';
