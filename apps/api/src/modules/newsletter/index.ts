/**
 * Newsletter sign-ups, with double opt-in, and the back office's sends. What other modules and app.ts may use of it.
 */
export { createNewsletterRepo } from './newsletter.repo.ts';
export { newsletterRoutes } from './newsletter.routes.ts';
export { createNewsletterStaffRepo } from './newsletter-staff.repo.ts';
export { createNewsletterSends } from './newsletter-sends.service.ts';
export { staffNewsletterRoutes } from './staff-newsletter.routes.ts';
