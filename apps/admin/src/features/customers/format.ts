import { MINIMUM_AGE_YEARS, ORDER_STATE_LABELS, type OrderState } from '@shop/shared/rules';

export { ageOn, formatDay, formatMoney, formatDateTimeYear as formatDateTime } from '../../lib/shop-format.ts';

/** A state's name as the customer's order history lists it. */
export const stateLabel = (state: OrderState) => ORDER_STATE_LABELS[state];

export const isOfAge = (age: number) => age >= MINIMUM_AGE_YEARS;
