import { ORDER_STATE_LABELS, htmlToText, type OrderState } from '@shop/shared/rules';

export { ageOn, formatDateTime, formatDay, formatMoney, formatSlot } from '../../lib/shop-format.ts';

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

export const bytesLabel = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
