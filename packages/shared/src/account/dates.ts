import { inShopTime } from '../common/shop-clock.ts';

/** Calendar dates as the sign-up form sends them: `YYYY-MM-DD`. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in `YYYY-MM-DD` form (not 2023-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `YYYY-MM-DD` of a day, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The latest date of birth of someone who is `years` old at `now` (spec section 5: the dob input's maximum is today
 * minus 21 years), today being the shop's calendar day in the UAE whatever the clock's zone: at 01:00 in Dubai a
 * person born 21 years ago today is 21, though it is still yesterday in UTC. Someone born on 29 February counts as a
 * year older on 1 March of a common year.
 */
export function latestBirthDate(now: Date, years: number): string {
  const today = inShopTime(now);
  const y = today.getUTCFullYear() - years;
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  const candidate = new Date(Date.UTC(y, m, d));
  // 29 February minus a number of years lands on 1 March when that year has no 29 February: step back a day.
  if (candidate.getUTCMonth() !== m) candidate.setUTCDate(0);
  return isoDay(candidate);
}

/** Whether someone born on `dob` (`YYYY-MM-DD`) is at least `years` old at `now` (the shop's calendar day). */
export function isAtLeastAge(dob: string, now: Date, years: number): boolean {
  return isIsoDate(dob) && dob <= latestBirthDate(now, years);
}
