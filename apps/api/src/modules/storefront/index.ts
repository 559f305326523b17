/**
 * Server-rendered pages, their statuses and the sitemap (decision 015). What other modules and app.ts may use of it.
 */
export { storefrontRoutes } from './storefront.routes.ts';
