/**
 * Newsletter sign-ups. What other modules and app.ts may use of it.
 */
export { createNewsletterRepo } from './newsletter.repo.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
