/**
 * The back office's reports (issue 26, item 9): read-only figures over orders and the catalog. What app.ts and
 * back-office.ts may use of it.
 */
export { reportsRoutes } from './reports.routes.ts';
