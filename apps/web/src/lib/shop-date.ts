/**
 * Dates as the shop writes them, in its own time zone (Dubai), so the server's HTML and the browser's hydration
 * agree whatever the visitor's zone. Formatters are made once: making one costs more than using it, and lists of
 * orders, reviews and articles format many. A value that is not a date reads as ''.
 */
const DUBAI = 'Asia/Dubai';

/** A formatter made on first use, then kept: a first page that shows no date (home) builds none (issue 24). */
function once(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-GB', options));
}

const LONG_DAY = once({ timeZone: DUBAI, day: 'numeric', month: 'long', year: 'numeric' });
const SHORT_DAY = once({ timeZone: DUBAI, day: 'numeric', month: 'short', year: 'numeric' });
const DAY_AND_TIME = once({
  timeZone: DUBAI,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** A calendar date has no time and so no zone: it is read and written as UTC, which never moves it a day. */
const CALENDAR_DAY = once({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

function format(formatter: () => Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter().format(date);
}

/** The day of a moment, in full: "12 March 2026" (articles, reviews, comments). */
export const shopDate = (iso: string): string => format(LONG_DAY, iso);

/** The day of a moment, in short: "3 Mar 2025" (lists of orders and quotations). */
export const shopDateShort = (iso: string): string => format(SHORT_DAY, iso);

/** A moment to the minute: "3 Mar 2025, 14:05" (an order's timeline). */
export const shopTime = (iso: string): string => format(DAY_AND_TIME, iso);

/** A calendar date stored as `YYYY-MM-DD` (a birthday): "12 April 1990". */
export const calendarDate = (yyyyMmDd: string): string => format(CALENDAR_DAY, `${yyyyMmDd}T00:00:00Z`);
