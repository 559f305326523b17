import type { OrderState } from '@shop/shared/rules';
import { stateLabel } from './timeline-steps';

/** An order's state as a coloured label. */
export function OrderStatus({ state, fulfilment }: { state: OrderState; fulfilment?: 'delivery' | 'pickup' }) {
  return <span className={`order-status order-status--${state}`}>{stateLabel(state, fulfilment)}</span>;
}
