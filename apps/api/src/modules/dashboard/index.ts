/** The back office's dashboard (issue 25, item 10): what app.ts may use of it. */
export { dashboardRoutes } from './dashboard.routes.ts';
