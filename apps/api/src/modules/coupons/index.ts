/**
 * Coupons, their uses and the birthday and anniversary gifts (decision 013). What other modules and app.ts may use of
 * it.
 */
export { couponCategoriesOf } from './coupon-lines.ts';
export { couponsInOrder } from './coupon-order-sql.ts';
export { judgeCoupon } from './coupon-rules.ts';
export { createCouponsRepo } from './coupons.repo.ts';
export { couponsRoutes } from './coupons.routes.ts';
export { createCouponsStaffRepo } from './coupons-staff.repo.ts';
export { couponsStaffRoutes } from './coupons-staff.routes.ts';
export { createCouponsStaffService } from './coupons-staff.service.ts';
export { createCouponsService } from './coupons.service.ts';
export { createGiftsService } from './gifts.service.ts';
