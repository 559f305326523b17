/**
 * Product reviews and ratings (decision 017). What other modules and app.ts may use of it.
 */
export { createReviewsRepo } from './reviews.repo.ts';
export { reviewsReads } from './reviews.reads.ts';
export { reviewsRoutes } from './reviews.routes.ts';
export { createReviewsService } from './reviews.service.ts';
export { reviewsStaffRoutes } from './reviews-staff.routes.ts';
export { createReviewsStaffRepo } from './reviews-staff.repo.ts';
export { createReviewsStaffService } from './reviews-staff.service.ts';
