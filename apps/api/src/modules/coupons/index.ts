/**
 * Coupons, their uses and the birthday and anniversary gifts (decision 013). What other modules and app.ts may use of
 * it.
 */
export { couponsInOrder } from './coupon-order-sql.ts';
export { judgeCoupon } from './coupon-rules.ts';
export { createCouponsRepo } from './coupons.repo.ts';
export { couponsRoutes } from './coupons.routes.ts';
export { createCouponsService } from './coupons.service.ts';
export { createGiftsService } from './gifts.service.ts';
