/** The back office's single-page app, built by apps/admin, served at /admin (issue 25). What app.ts may use of it. */
export { adminAppRoutes, type AdminAppOptions } from './admin-app.routes.ts';
