import { ORDER_MESSAGES, ORDER_TRANSITIONS, type OrderState } from '@shop/shared/rules';

/**
 * What a staff member can do next with an order (decision 024): the moves the shared rules allow from its state,
 * each with its button's words, and what it needs first. The server checks the same rules; this only spares a
 * refusal and says why a move must wait.
 */
export type MoveNeeds =
  /** One click. */
  | 'nothing'
  /** A second, deliberate click: cancelling gives the stock and coupon back and tells the customer. */
  | 'confirmation'
  /** The courier's tick: 'ID checked at the door: name matches, 21 or over'. */
  | 'id-check'
  /** Why the order was not handed over. */
  | 'refusal-reason';

export interface NextMove {
  to: OrderState;
  label: string;
  tone: 'primary' | 'danger' | 'secondary';
  needs: MoveNeeds;
  /** Why the move cannot be made yet (the button is shown disabled with this), or null. */
  blockedBy: string | null;
}

export interface MovableOrder {
  state: OrderState;
  fulfilment: 'delivery' | 'pickup';
  /** The buyer's age is verified today (a verified, unexpired ID). */
  ageVerified: boolean;
}

function describe(to: OrderState, order: MovableOrder): Omit<NextMove, 'to'> {
  const pickup = order.fulfilment === 'pickup';
  switch (to) {
    case 'confirmed':
      return {
        label: 'Confirm',
        tone: 'primary',
        needs: 'nothing',
        blockedBy: order.ageVerified ? null : ORDER_MESSAGES.ageNotVerified,
      };
    case 'packed':
      return { label: 'Mark packed', tone: 'primary', needs: 'nothing', blockedBy: null };
    case 'out_for_delivery':
      return {
        label: pickup ? 'Ready for pickup' : 'Out for delivery',
        tone: 'primary',
        needs: 'nothing',
        blockedBy: null,
      };
    case 'delivered':
      return { label: pickup ? 'Collected' : 'Delivered', tone: 'primary', needs: 'id-check', blockedBy: null };
    case 'refused':
      return { label: 'Refused', tone: 'danger', needs: 'refusal-reason', blockedBy: null };
    case 'cancelled':
      return { label: 'Cancel order', tone: 'danger', needs: 'confirmation', blockedBy: null };
    default:
      return { label: to, tone: 'secondary', needs: 'nothing', blockedBy: null };
  }
}

/** The moves open from the order's state, the way forward first; none once it is delivered, refused or cancelled. */
export function nextMoves(order: MovableOrder): NextMove[] {
  return ORDER_TRANSITIONS[order.state].map((to) => ({ to, ...describe(to, order) }));
}

/** What the customer is told a move did, said back to the staff member once it is made. */
export function movedMessage(to: OrderState, orderNumber: string, pickup: boolean): string {
  const done: Record<OrderState, string> = {
    awaiting_payment: 'awaits its card payment',
    placed: 'is placed',
    confirmed: 'is confirmed',
    packed: 'is packed',
    out_for_delivery: pickup ? 'is ready for pickup' : 'is out for delivery',
    delivered: pickup ? 'is collected' : 'is delivered',
    refused: 'is marked refused',
    cancelled: 'is cancelled',
    returned: 'is marked returned',
    refunded: 'is marked refunded',
  };
  return `Order ${orderNumber} ${done[to]}. The customer has been told.`;
}
