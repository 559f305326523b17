import { inShopTime, SHOP_UTC_OFFSET_HOURS } from '../common/shop-clock.ts';
import type { Slot } from './orders.ts';

/** Days ahead a shopper may book, today included. */
export const SLOT_DAYS = 4;
/** The soonest a slot may start: the time to pick and pack an order. */
export const SLOT_LEAD_HOURS = 2;

/** Delivery windows and pickup windows, as [start, end) hours of the shop's day. */
const WINDOWS: Readonly<Record<'delivery' | 'pickup', ReadonlyArray<readonly [number, number]>>> = {
  delivery: [
    [10, 14],
    [14, 18],
    [18, 22],
  ],
  pickup: [
    [11, 13],
    [13, 15],
    [15, 17],
    [17, 19],
    [19, 21],
  ],
};

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** Made once: a formatter is costly to create, and every order placed asks for the slots. */
const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The slots a shopper may choose now (issue 9): the next days' windows starting at least two hours from now. A slot's
 * id is its start in UTC (ISO 8601), so it names one time whatever the client's clock or zone.
 */
export function orderSlots(now: Date, fulfilment: 'delivery' | 'pickup'): Slot[] {
  const offsetMs = SHOP_UTC_OFFSET_HOURS * 3_600_000;
  const shopNow = inShopTime(now);
  const earliest = now.getTime() + SLOT_LEAD_HOURS * 3_600_000;
  const slots: Slot[] = [];
  for (let day = 0; day < SLOT_DAYS; day++) {
    const date = new Date(Date.UTC(shopNow.getUTCFullYear(), shopNow.getUTCMonth(), shopNow.getUTCDate() + day));
    const label = DAY_LABEL.format(date);
    for (const [from, to] of WINDOWS[fulfilment]) {
      const start = date.getTime() + from * 3_600_000 - offsetMs;
      if (start < earliest) continue;
      slots.push({
        id: new Date(start).toISOString(),
        start: new Date(start).toISOString(),
        end: new Date(date.getTime() + to * 3_600_000 - offsetMs).toISOString(),
        label: `${label}, ${hh(from)}–${hh(to)}`,
      });
    }
  }
  return slots;
}

/** The slot a shopper chose, when it is still offered now. */
export function findSlot(now: Date, fulfilment: 'delivery' | 'pickup', id: string | undefined): Slot | undefined {
  return id === undefined ? undefined : orderSlots(now, fulfilment).find((s) => s.id === id);
}

/**
 * The soonest slot offered now: what an order takes when it names none (the spec's client has no slot step, contract
 * 7.22). Undefined only if no window were left in the days offered.
 */
export function nextSlot(now: Date, fulfilment: 'delivery' | 'pickup'): Slot | undefined {
  return orderSlots(now, fulfilment)[0];
}
