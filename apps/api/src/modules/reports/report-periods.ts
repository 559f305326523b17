import { DAY_MS, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, shopToday, type SalesPeriod } from '@shop/shared';
import type { DaySpan } from './reports.repo.ts';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Where a span from `from` alone ends: today, or the longest span's end, and never before it starts. */
function lastDay(from: string | undefined, today: string): string {
  if (!from) return today;
  const longest = dayOf(Date.parse(from) + (REPORT_MAX_DAYS - 1) * DAY_MS);
  const end = today < longest ? today : longest;
  return end < from ? from : end;
}

/**
 * The report's days: as asked, or the last `REPORT_DEFAULT_DAYS` up to today (the shop's calendar). A start alone
 * runs to today, or to the longest span a report covers.
 */
export function reportSpan(query: { from?: string; to?: string }, now: Date): DaySpan {
  const to = query.to ?? lastDay(query.from, shopToday(now));
  const from = query.from ?? dayOf(Date.parse(to) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** The day a period holding `day` begins: the day itself, its ISO week's Monday, or the first of its month. */
export function periodStart(period: SalesPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const ms = Date.parse(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** Every period touching the span, in order, so a chart shows the days without a sale as well. */
export function periodsOf(period: SalesPeriod, span: DaySpan): string[] {
  const starts: string[] = [];
  let day = periodStart(period, span.from);
  while (day <= span.to) {
    starts.push(day);
    const ms = Date.parse(day);
    if (period === 'day') day = dayOf(ms + DAY_MS);
    else if (period === 'week') day = dayOf(ms + 7 * DAY_MS);
    else {
      const next = new Date(ms);
      next.setUTCMonth(next.getUTCMonth() + 1);
      day = dayOf(next.getTime());
    }
  }
  return starts;
}
