import { formatAed } from '@shop/shared/rules';

/**
 * How every screen of the back office writes times, days and money: on the shop's clock (Dubai), whatever the
 * device's, so a courier abroad and the desk in the shop read the same hour.
 */
const TIME_ZONE = 'Asia/Dubai';

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, ...options });
const dateTime = format({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTimeYear = format({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayOnly = format({ day: 'numeric', month: 'short', year: 'numeric' });
const weekday = format({ weekday: 'short', day: 'numeric', month: 'short' });
const clock = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `12 Mar, 14:05`: this year's moments, in lists. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** `12 Mar 2026, 14:05`: moments that may lie in another year (an account made, a sign-in). */
export const formatDateTimeYear = (iso: string) => dateTimeYear.format(new Date(iso));

/** `12 Mar 2026`, for a calendar day (`2026-03-12`) or a moment. */
export const formatDay = (value: string) =>
  dayOnly.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** `Thu 12 Mar, 14:00–16:00` */
export const formatSlot = (start: string, end: string) =>
  `${weekday.format(new Date(start))}, ${clock.format(new Date(start))}–${clock.format(new Date(end))}`;

export const formatMoney = formatAed;

/** Whole years between a date of birth and a day (`YYYY-MM-DD`, the shop's today). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
