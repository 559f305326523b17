import {
  CLIENT_ORDER_STATUS,
  filsToAed,
  ORDER_STATE_LABELS,
  type OrderEvent,
  type OrderState,
  type OrderSummary,
} from '@shop/shared';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repo.ts';

/** A state as the database holds it (its check allows only these). */
export const asState = (state: string) => state as OrderState;

/** An order's timeline as the calls show it. */
export function presentEvents(rows: OrderEventRow[]): OrderEvent[] {
  return rows.map((e) => ({
    state: asState(e.state),
    status: CLIENT_ORDER_STATUS[asState(e.state)],
    label: ORDER_STATE_LABELS[asState(e.state)],
    at: new Date(e.createdAt).toISOString(),
  }));
}

function presentLines(lines: OrderLineRow[]): OrderSummary['order_details'] {
  return lines.map((l) => ({
    id: l.id,
    qty: l.qty,
    unit_price: filsToAed(l.unitFils),
    line_total: filsToAed(l.lineFils),
    size: l.size,
    products: { id: l.productId, route: l.route, name: l.name, featured_img: l.image },
  }));
}

/** An order in the list (contract 7.22). */
export function summary(order: OrderRow, lines: OrderLineRow[]): OrderSummary {
  const state = asState(order.state);
  return {
    id: order.id,
    order_number: order.orderNumber!,
    status: CLIENT_ORDER_STATUS[state],
    state,
    created_at: new Date(order.createdAt).toISOString(),
    total_amount: filsToAed(order.totalFils),
    order_details: presentLines(lines),
  };
}

/** Made once: a formatter is costly to create, and every order's messages and pages show its slot. */
const DUBAI_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const DUBAI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An order's slot as its customer reads it: `Tue 24 Nov, 14:00–18:00`, Dubai time. */
export function slotLabel(order: OrderRow): string {
  const start = new Date(order.slotStart);
  const end = new Date(order.slotEnd);
  return `${DUBAI_DAY.format(start)}, ${DUBAI_TIME.format(start)}–${DUBAI_TIME.format(end)}`;
}
