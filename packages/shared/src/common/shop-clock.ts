/** The shop's clock: the UAE is UTC+4 all year (no daylight saving). */
export const SHOP_UTC_OFFSET_HOURS = 4;

/** A day in milliseconds: limits per day, sessions and coupons that last some days. */
export const DAY_MS = 86_400_000;

/**
 * `now` moved to the shop's clock: its UTC fields (year, month, date, hours) read as the time in the UAE, wherever
 * the server or the browser runs. The shop's calendar day decides ages, gifts and delivery days.
 */
export function inShopTime(now: Date): Date {
  return new Date(now.getTime() + SHOP_UTC_OFFSET_HOURS * 3_600_000);
}

/** Today's date in the UAE, `YYYY-MM-DD`. */
export function shopToday(now: Date): string {
  return inShopTime(now).toISOString().slice(0, 10);
}

/** The instant a calendar day (`YYYY-MM-DD`) begins in the UAE: where a report or filter for that day starts. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_HOURS * 3_600_000);
}

/** The instant the calendar day after `day` begins in the UAE: where a filter for that day ends. */
export function shopDayEnd(day: string): Date {
  return new Date(shopDayStart(day).getTime() + DAY_MS);
}
