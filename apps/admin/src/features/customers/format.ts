import { formatAed, MINIMUM_AGE_YEARS, ORDER_STATE_LABELS, type OrderState } from '@shop/shared/rules';

/** How the customer screens write times, money and states: the shop's clock (Dubai), whatever the device's. */
const TIME_ZONE = 'Asia/Dubai';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `12 Mar 2026, 14:05` */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** `12 Mar 2026`, for a calendar day (`2026-03-12`) or a moment. */
export const formatDay = (value: string) =>
  dayOnly.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

export const formatMoney = formatAed;

/** A state's name as the customer's order history lists it. */
export const stateLabel = (state: OrderState) => ORDER_STATE_LABELS[state];

/** Whole years between a date of birth and a day (`YYYY-MM-DD`, the shop's today). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const isOfAge = (age: number) => age >= MINIMUM_AGE_YEARS;
