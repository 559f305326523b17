/**
 * Every table, for drizzle-kit (migrations), the demo seed and tests, assembled here where the modules are composed
 * (issue 24: `db/` knows no module). Each feature declares its own tables beside its code
 * (`modules/<feature>/<feature>.schema.ts`); only that feature's repositories import them (lint rule).
 */
export * from './modules/catalog/catalog.schema.ts';
export * from './modules/blog/blog.schema.ts';
export * from './modules/faq/faq.schema.ts';
export * from './modules/pages/pages.schema.ts';
export * from './modules/news/news.schema.ts';
export * from './modules/newsletter/newsletter.schema.ts';
export * from './modules/forms/forms.schema.ts';
export * from './modules/auth/auth.schema.ts';
export * from './modules/cart/cart.schema.ts';
export * from './modules/wishlist/wishlist.schema.ts';
export * from './modules/addresses/addresses.schema.ts';
export * from './modules/coupons/coupons.schema.ts';
export * from './modules/orders/orders.schema.ts';
export * from './modules/orders/order-payments.schema.ts';
export * from './modules/orders/returns.schema.ts';
export * from './modules/reviews/reviews.schema.ts';
export * from './modules/comments/comments.schema.ts';
export * from './modules/stock-alerts/stock-alerts.schema.ts';
export * from './modules/quotations/quotations.schema.ts';
export * from './modules/staff/staff.schema.ts';
