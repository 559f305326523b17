/**
 * Returns and refunds (the card-payment issue, item 5; decision 028). A customer asks to return unopened items within
 * `RETURN_WINDOW_DAYS` of delivery, from the order's page; staff approve or refuse the request, then mark the goods
 * received, which refunds them: to the card through the gateway when the order was paid online, else recorded as paid
 * back in cash or by bank transfer. Cancelling an order paid online refunds it in full. Each refund has a tax credit
 * note. The order's timeline shows `returned` (goods back) and `refunded` (money back).
 */

/** Days after delivery in which a return may be asked for (the Return & Refund policy). */
export const RETURN_WINDOW_DAYS = 7;

/** A return's life: asked for, then approved or refused by staff; an approved one ends when its goods are received. */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return refused',
  received: 'Returned',
};

/** Why a customer returns items: a change of mind, or the shop's error (a fault, a wrong or damaged item). */
export const RETURN_REASONS = ['changed_mind', 'faulty', 'wrong_item', 'damaged'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  changed_mind: 'I changed my mind (unopened)',
  faulty: 'The product is faulty or corked',
  wrong_item: 'I received the wrong item',
  damaged: 'The item arrived damaged',
};

/** The policy refunds the delivery charge when the return is the shop's error. */
export function isShopError(reason: ReturnReason): boolean {
  return reason !== 'changed_mind';
}

/**
 * How money goes back: to the card through the gateway (orders paid online), or recorded as paid in cash or by bank
 * transfer.
 */
export const REFUND_METHODS = ['card', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_METHOD_LABELS: Readonly<Record<RefundMethod, string>> = {
  card: 'To the card',
  cash: 'In cash',
  bank_transfer: 'By bank transfer',
};

/**
 * A refund is `pending` from the moment it is decided until the gateway confirms it (a refund recorded as cash or
 * bank transfer is `done` at once); `failed` when the gateway refused it, for staff to try again.
 */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What a refund gives back: a whole cancelled order, or a return's goods. */
export const REFUND_KINDS = ['cancellation', 'return'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** The number a credit note is quoted by: `CN-000042` (from the refund's id). */
export function creditNoteNumber(refundId: number): string {
  return `CN-${String(refundId).padStart(6, '0')}`;
}

/** The last moment a return may be asked for, from the delivery's time. */
export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** A line as a return counts it: what was bought, what earlier returns already took back, and its price paid. */
export interface ReturnableLine {
  lineId: number;
  qty: number;
  /** Units already in a return that is requested, approved or received. */
  returnedQty: number;
  /** The line's total after the wine offer, in fils (what `priceOrder` charged before the coupon). */
  lineFils: number;
}

/**
 * What a return of `qty` units of a line gives back, in fils: its share of the line's total, less its share of the
 * order's coupon discount (the coupon was spread over the goods it took off). Rounded down: the shop never refunds a
 * fils more than it charged, and the last units of a line take what rounding left.
 */
export function returnLineFils(
  line: ReturnableLine,
  qty: number,
  order: { goodsFils: number; couponFils: number },
): number {
  if (qty <= 0 || line.qty <= 0) return 0;
  const paidForLine =
    order.goodsFils > 0 ? line.lineFils - Math.floor((line.lineFils * order.couponFils) / order.goodsFils) : 0;
  const already = Math.floor((paidForLine * line.returnedQty) / line.qty);
  const upTo =
    line.returnedQty + qty >= line.qty ? paidForLine : Math.floor((paidForLine * (line.returnedQty + qty)) / line.qty);
  return Math.max(0, upTo - already);
}

/** Texts of returns and refunds (ours: the spec shows none). */
export const RETURN_MESSAGES = {
  requested: 'Your return request has been sent. We will let you know once it is approved.',
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: `Returns can be asked for within ${RETURN_WINDOW_DAYS} days of delivery.`,
  alreadyOpen: 'This order already has a return in progress.',
  noLines: 'Choose at least one item to return.',
  tooMany: (name: string, left: number) =>
    left > 0 ? `You can return at most ${left} of ${name}.` : `${name} has already been returned.`,
  unknownLine: 'That item is not part of this order.',
  unopened: 'Please confirm that the items are unopened and in their original condition.',
  reasonRequired: 'Please choose why you are returning the items.',
  refuseReasonRequired: 'Say why the return is refused: the customer reads it.',
  notRequested: (state: string) => `This return is ${state}: it can no longer be approved or refused.`,
  notApproved: (state: string) => `This return is ${state}: only an approved return can be marked received.`,
  cardNeedsOnlinePayment:
    'Only an order paid by card online can be refunded to the card. Choose cash or bank transfer.',
  onlinePaymentGoesToCard: 'This order was paid by card online: its refund goes back to the card.',
  refundPending: 'The refund has been sent to the bank. It shows on the card within 7–14 working days.',
  refundFailed: 'The gateway refused the refund. Try again, or pay it back in cash or by bank transfer.',
  refundNotFailed: 'Only a refund the gateway refused can be tried again.',
  refundNotRefused: 'Only a refund the gateway refused can be paid back another way.',
  /** Staff paid a refused card refund back another way. */
  refundPaidOtherwise: (method: RefundMethod) =>
    `Refund recorded as paid back ${REFUND_METHOD_LABELS[method].toLowerCase()}.`,
  /** The gateway did not answer a refund: it stays pending and is tried again by itself. */
  refundQueued: 'The payment gateway is not answering: the refund is tried again automatically in a moment.',
  received: 'Goods received and refund recorded.',
  approved: 'Return approved.',
  refused: 'Return refused.',
  noCreditNote: 'This refund has no credit note yet: it is issued once the money has gone back.',
  /** Staff moving a card order paid by authorisation out for delivery, when the gateway would not take the money. */
  captureFailed: (detail: string) =>
    `The card payment could not be taken, so the order cannot leave yet (${detail}). Try again in a moment.`,
} as const;
