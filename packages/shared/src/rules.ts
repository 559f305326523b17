/**
 * The shop's rules, constants, messages and route table: the modules that import no zod, so a storefront page may
 * load them without it (decision 021). `@shop/shared/rules` (rules-entry.ts) offers them; the root entry too.
 */
export * from './common/constants.ts';
export * from './common/shop-clock.ts';
export * from './common/money.ts';
export * from './common/paging.ts';
export * from './common/refusal.ts';
export * from './common/html-text.ts';
export * from './common/image-rules.ts';
export * from './catalog/pricing.ts';
export * from './catalog/sort.ts';
export * from './catalog/stock.ts';
export * from './catalog/stock-alert-rules.ts';
export * from './catalog/review-rules.ts';
export * from './catalog/coming-soon.ts';
export * from './catalog/price-bands.ts';
export * from './content/content-rules.ts';
export * from './content/form-messages.ts';
export * from './content/comment-rules.ts';
export * from './content/html-rules.ts';
export * from './content/staff-content-rules.ts';
export * from './storefront/path-pattern.ts';
export * from './storefront/routes.ts';
export * from './storefront/public-api-reads.ts';
export * from './storefront/money-text.ts';
export * from './storefront/listing-query.ts';
export * from './storefront/page-url.ts';
export * from './storefront/server-render.ts';
export * from './account/account-rules.ts';
export * from './account/messages.ts';
export * from './account/mobile.ts';
export * from './account/dates.ts';
export * from './commerce/order-pricing.ts';
export * from './commerce/cart-rules.ts';
export * from './commerce/address-rules.ts';
export * from './commerce/order-rules.ts';
export * from './commerce/quotation-rules.ts';
export * from './commerce/slots.ts';
export * from './staff/staff-rules.ts';
export * from './staff/stock-rules.ts';
export * from './staff/coupon-rules.ts';
export * from './staff/moderation-rules.ts';
export * from './staff/report-rules.ts';
export * from './staff/product-rules.ts';
export * from './staff/inbox-rules.ts';
export * from './staff/taxonomy-rules.ts';
