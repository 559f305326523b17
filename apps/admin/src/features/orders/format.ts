import { ORDER_STATE_LABELS, formatAed, htmlToText, type OrderState } from '@shop/shared/rules';

/** How the back office writes times, money and states: the shop's clock (Dubai), whatever the device's. */
const TIME_ZONE = 'Asia/Dubai';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
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
const weekday = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `12 Mar, 14:05` */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** `12 Mar 2026`, for a calendar day (`2026-03-12`) or a moment. */
export const formatDay = (value: string) =>
  dayOnly.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** `Thu 12 Mar, 14:00–16:00` */
export const formatSlot = (start: string, end: string) =>
  `${weekday.format(new Date(start))}, ${clock.format(new Date(start))}–${clock.format(new Date(end))}`;

export const formatMoney = formatAed;

/** A product's name as text: names may hold markup (`<em>`), which is never rendered here. */
export const plainName = (html: string) => htmlToText(html);

/** A state's name; for a pickup, leaving the shop is being ready at the counter. */
export function stateLabel(state: OrderState, fulfilment: 'delivery' | 'pickup'): string {
  if (state === 'out_for_delivery' && fulfilment === 'pickup') return 'Ready for pickup';
  if (state === 'refused') return 'Refused';
  return ORDER_STATE_LABELS[state];
}

export const paymentLabel = (payment: string) =>
  payment === 'cash' ? 'Cash' : payment === 'card' ? 'Card' : payment.charAt(0).toUpperCase() + payment.slice(1);

export const fulfilmentLabel = (fulfilment: 'delivery' | 'pickup') => (fulfilment === 'pickup' ? 'Pickup' : 'Delivery');

/** Whole years between a date of birth and today in Dubai. */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const bytesLabel = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
