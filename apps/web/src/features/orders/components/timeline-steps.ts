import { ORDER_STATE_LABELS, type OrderEvent, type OrderState } from '@shop/shared/rules';

/** The way an order goes when nothing stops it (issue 9). */
const ORDER_PATH: readonly OrderState[] = ['placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered'];

export interface TimelineStep {
  state: OrderState;
  label: string;
  /** When the order reached it (ISO 8601), or null for a step still to come. */
  at: string | null;
  /** The step the order is at now. */
  current: boolean;
}

/** A state as a shopper reads it: a pickup order is not out for delivery but ready at the store. */
export function stateLabel(state: OrderState, fulfilment: 'delivery' | 'pickup' = 'delivery'): string {
  return fulfilment === 'pickup' && state === 'out_for_delivery' ? 'Ready for pickup' : ORDER_STATE_LABELS[state];
}

/** What can follow a delivery: goods that came back, and money that went back (decision 028). */
const AFTER_DELIVERY: readonly OrderState[] = ['returned', 'refunded'];

/**
 * The tracking timeline: every state the order reached, with its time, then the steps still to come. A cancelled
 * order shows what happened up to its cancellation (and its refund, when it was paid online), and nothing to come.
 * A delivered order that came back adds its return and its refund after the delivery, each once (the latest time).
 */
export function timelineSteps(
  track: { state: OrderState; timeline: readonly OrderEvent[] },
  fulfilment: 'delivery' | 'pickup' = 'delivery',
): TimelineStep[] {
  const reachedAt = new Map<OrderState, string>();
  for (const event of track.timeline) reachedAt.set(event.state, event.at);
  if (track.state === 'cancelled' || reachedAt.has('cancelled')) {
    return track.timeline.map((e, i) => ({
      state: e.state,
      label: stateLabel(e.state, fulfilment),
      at: e.at,
      current: i === track.timeline.length - 1,
    }));
  }
  const after = AFTER_DELIVERY.filter((state) => reachedAt.has(state)).sort((a, b) =>
    reachedAt.get(a)!.localeCompare(reachedAt.get(b)!),
  );
  return [...ORDER_PATH, ...after].map((state) => ({
    state,
    label: stateLabel(state, fulfilment),
    at: reachedAt.get(state) ?? null,
    current: state === track.state,
  }));
}
