/**
 * The back office's coupons (issue 26, item 5): the limits and messages the server enforces and the admin shows. The
 * pricing of a coupon is `commerce/order-pricing.ts`; what a shopper is told at checkout is `ORDER_MESSAGES`.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 40;
/** Letters, digits, `-` and `_`: what a shopper can type back from a flyer without doubt. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** The most a fixed coupon or a percentage's maximum takes off, in AED: a typing slip is refused, not honoured. */
export const COUPON_MAX_AMOUNT_AED = 10_000;
export const COUPON_MAX_MIN_ORDER_AED = 100_000;
export const COUPON_MAX_USES = 1_000_000;
export const COUPON_MAX_USES_PER_CUSTOMER = 1_000;
export const COUPON_MAX_CATEGORIES = 50;
export const COUPON_PAGE_SIZE = 25;
export const COUPON_SEARCH_MAX_LENGTH = 100;

/** Where a coupon stands now, as the list shows it and filters by it. */
export const COUPON_STATES = ['live', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Readonly<Record<CouponState, string>> = {
  live: 'Live',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Deactivated',
};

export const COUPON_MESSAGES = {
  codeLength: `The code is ${COUPON_CODE_MIN_LENGTH} to ${COUPON_CODE_MAX_LENGTH} characters.`,
  codeCharacters: 'The code takes letters, digits, - and _ only.',
  codeTaken: 'Another coupon has this code (codes ignore case).',
  codeUsed: 'This coupon has been used: its code stays as customers know it.',
  descriptionTooLong: `The description is at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters.`,
  descriptionUnreadable: 'The description must be plain text on one line.',
  kind: 'Choose a percentage or a fixed amount.',
  value: 'Give what the coupon takes off: a percentage, or an amount in AED.',
  percentValue: 'A percentage is a whole number from 1 to 100.',
  fixedValue: `A fixed amount is from AED 0.01 to AED ${COUPON_MAX_AMOUNT_AED.toLocaleString('en')}, in fils at most.`,
  maxDiscount: `The maximum discount is from AED 0.01 to AED ${COUPON_MAX_AMOUNT_AED.toLocaleString('en')}, in fils at most.`,
  maxDiscountFixed: 'A fixed amount is its own maximum: leave the maximum discount empty.',
  minOrder: `The minimum order is from AED 0 to AED ${COUPON_MAX_MIN_ORDER_AED.toLocaleString('en')}, in fils at most.`,
  startsOn: 'Give the first day as a date (YYYY-MM-DD).',
  endsOn: 'Give the last day as a date (YYYY-MM-DD), or leave it empty.',
  endsBeforeStart: 'The last day cannot be before the first.',
  maxUses: `Total uses are a whole number from 1 to ${COUPON_MAX_USES.toLocaleString('en')}, or empty for no limit.`,
  maxUsesPerCustomer: `Uses per customer are a whole number from 1 to ${COUPON_MAX_USES_PER_CUSTOMER.toLocaleString('en')}.`,
  firstOrderOnly: 'First order only is yes or no.',
  categories: `Choose at most ${COUPON_MAX_CATEGORIES} categories.`,
  categoryRepeated: 'A category is chosen once.',
  categoryUnknown: 'No category has this id.',
  active: 'active is true or false.',
  notFound: 'No coupon has this id.',
  searchTooLong: `Search for at most ${COUPON_SEARCH_MAX_LENGTH} characters.`,
  searchUnreadable: 'The search must be plain text.',
  state: `state is one of ${COUPON_STATES.join(', ')}.`,
} as const;
