/**
 * `@shop/shared/schemas`: the zod schemas of every request and answer, with the types inferred from them and the
 * rules built on them (decision 021). Importing any of it loads zod: a storefront page imports it only where it
 * validates a form. Rules, constants and messages are `@shop/shared/rules`.
 */
export * from './common/schemas.ts';
export * from './catalog/schemas.ts';
export * from './catalog/requests.ts';
export * from './catalog/responses.ts';
export * from './catalog/stock-alerts.ts';
export * from './catalog/reviews.ts';
export * from './content/schemas.ts';
export * from './content/forms.ts';
export * from './content/comments.ts';
export * from './content/staff-content-schemas.ts';
export * from './content/info-page-schemas.ts';
export * from './account/login-schemas.ts';
export * from './account/schemas.ts';
export * from './account/signup-rules.ts';
export * from './commerce/cart.ts';
export * from './commerce/quantity.ts';
export * from './commerce/addresses.ts';
export * from './commerce/orders.ts';
export * from './commerce/payment-methods.ts';
export * from './commerce/returns.ts';
export * from './commerce/quotations.ts';
export * from './staff/staff-schemas.ts';
export * from './staff/stock-schemas.ts';
export * from './staff/product-schemas.ts';
export * from './staff/product-sheet-schemas.ts';
export * from './staff/customers-schemas.ts';
export * from './staff/orders-schemas.ts';
export * from './staff/returns-schemas.ts';
export * from './staff/dashboard-schemas.ts';
export * from './staff/coupon-schemas.ts';
export * from './staff/moderation-schemas.ts';
export * from './staff/report-schemas.ts';
export * from './staff/image-schemas.ts';
export * from './staff/inbox-schemas.ts';
export * from './staff/taxonomy-schemas.ts';
export * from './staff/home-page-schemas.ts';
