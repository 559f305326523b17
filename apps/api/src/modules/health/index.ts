/**
 * Liveness and readiness. What other modules and app.ts may use of it.
 */
export { healthRoutes } from './health.routes.ts';
