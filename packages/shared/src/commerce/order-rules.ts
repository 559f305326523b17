/**
 * An order's life (issue 9): placed, then confirmed, packed, out for delivery (or ready at the store), delivered; or
 * cancelled. An order paid by card online waits first in `awaiting_payment` (decision 027), its stock and coupon held.
 * After delivery, goods may come back (`returned`); money that went back, for a return or a cancelled order paid
 * online, makes it `refunded` (decision 028).
 */
export const ORDER_STATES = [
  'awaiting_payment',
  'placed',
  'confirmed',
  'packed',
  'out_for_delivery',
  'delivered',
  'refused',
  'cancelled',
  'returned',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The number a buyer and the shop quote an order by: `CEL-000123` (the orders table generates it from the id). */
export function orderNumber(id: number): string {
  return `CEL-${String(id).padStart(6, '0')}`;
}

/** Largest Emirates ID the server takes (it refuses bigger ones while they arrive). */
export const EID_MAX_BYTES = 10 * 1024 * 1024;
/** What the server reads as an Emirates ID: a JPEG, PNG or WebP image, or a PDF (it checks the bytes, not the name). */
export const EID_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Why a chosen file cannot be an Emirates ID upload, in the server's words; null when it can be sent. */
export function eidFileProblem(file: { type: string; size: number }): string | null {
  if (!(EID_TYPES as readonly string[]).includes(file.type)) return ORDER_MESSAGES.eidType;
  if (file.size > EID_MAX_BYTES) return ORDER_MESSAGES.eidTooLarge;
  return null;
}

/**
 * Where the buyer's proof of age stands, for an order the shop holds until it is checked (issue 25, item 6a):
 * verified; being checked; rejected, with the reason staff gave; or missing (none on file, or the one there expired).
 * Rejected or missing, the order's page asks for a new upload.
 */
export const AGE_PROOF_STATES = ['verified', 'checking', 'rejected', 'missing'] as const;
export type AgeProofState = (typeof AGE_PROOF_STATES)[number];

/**
 * Where each state may go next (issue 25): placed → confirmed (needs verified age) → packed → out for delivery (for a
 * pickup: ready at the counter) → delivered, or refused at the door or counter. Customers may cancel only a placed
 * order; staff may cancel until it leaves.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  // Only the gateway's answer, read back by the server, moves it (to placed or cancelled): not staff, not the customer.
  awaiting_payment: [],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'refused'],
  delivered: [],
  refused: [],
  cancelled: [],
  // Only a return received (returned) or a refund made (refunded) moves these, never a plain move (decision 028).
  returned: [],
  refunded: [],
};

/** Whether an order may move from one state to another. */
export function canMoveOrder(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Why a courier (or the counter) did not hand an order over: the law asks for proof of age at the door. */
export const REFUSAL_REASONS = ['no_id', 'under_21', 'intoxicated', 'nobody_home'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
export const REFUSAL_REASON_LABELS: Readonly<Record<RefusalReason, string>> = {
  no_id: 'No ID shown',
  under_21: 'Under 21',
  intoxicated: 'Intoxicated',
  nobody_home: 'Nobody home',
};

/** The tick a courier gives before handing an order over. */
export const ID_CHECKED_AT_DOOR = 'ID checked at the door: name matches, 21 or over';

/** The spec's client's names for the states (contract 7.22): it labels only these. */
export const CLIENT_ORDER_STATUS: Readonly<Record<OrderState, string>> = {
  awaiting_payment: 'PENDING',
  placed: 'ORDERPLACED',
  confirmed: 'ORDERCONFIRMED',
  packed: 'ORDERCONFIRMED',
  out_for_delivery: 'ORDERDISPATCHED',
  delivered: 'ORDERDELIVERED',
  // The spec's client knows no refusal: for it, an order not handed over is a cancelled one.
  refused: 'ORDERCANCELLED',
  cancelled: 'ORDERCANCELLED',
  // Nor returns: goods that came back were delivered first; money given back reads as an order not sold.
  returned: 'ORDERDELIVERED',
  refunded: 'ORDERCANCELLED',
};

/** How a state reads to a shopper. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  refused: 'Refused at handover',
  cancelled: 'Cancelled',
  returned: 'Returned',
  refunded: 'Refunded',
};

/** Texts of ordering (ours: the spec shows none, decision 013). */
export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  needsAddress: 'Please choose a delivery address.',
  needsSlot: 'Please choose a time slot.',
  slotGone: 'That time slot is no longer available. Please choose another.',
  /** No proof of age yet (no earlier order proved it) and no upload to prove it with. */
  needsEid: 'Please upload your Emirates ID to place your first order.',
  /** The order names an upload this customer does not have (or no recent one): said to any customer, proven or not. */
  eidNotFound: 'We could not find that Emirates ID upload. Please upload your Emirates ID again.',
  eidUploaded: 'Emirates ID uploaded.',
  /** An account without a date of birth (a Google sign-in whose token had none) gives one before its first order. */
  needsDob: 'Please add your date of birth in My Profile before you order: you must be at least 21 years old.',
  underAge: 'You must be at least 21 years old to order.',
  eidType: 'The Emirates ID must be a JPEG, PNG or WebP image or a PDF.',
  eidTooLarge: 'The Emirates ID file must be 10 MB or smaller.',
  pricesChanged: 'Prices in your cart have just changed. Please check your cart and place the order again.',
  cartChanged: 'Your cart changed while the order was being placed. Please check your cart and place the order again.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request.',
  /** Our storefront's reading of a reused key: its attempt placed an order whose answer was lost before a change. */
  alreadyPlaced: 'This order was already placed: you will find it in My orders.',
  outOfStock: (name: string, left: number) =>
    left > 0
      ? `Only ${left} left of ${name}. Please change the quantity.`
      : `${name} is out of stock. Please remove it from your cart.`,
  placed: 'Your order has been placed!',
  /** The card payment was declined, abandoned or not made in time: the order is cancelled and the cart is back. */
  paymentFailed: 'Your card payment did not go through, so the order was not placed. Your cart is as it was.',
  /** The gateway has not said yet whether the card payment went through. */
  paymentPending: 'We are waiting for the bank to confirm your card payment.',
  cancelled: 'Your order has been cancelled.',
  cannotCancel: 'This order can no longer be cancelled.',
  ageNotVerified: "The buyer's age is not verified yet: check their Emirates ID before confirming the order.",
  idCheckRequired: "Tick 'ID checked at the door: name matches, 21 or over' before marking the order delivered.",
  refusalReasonRequired: 'Say why the order was refused: no ID, under 21, intoxicated, or nobody home.',
  changedMeanwhile: (state: string) => `The order changed meanwhile: it is now ${state}. Reload it and try again.`,
  notFound: 'Order not found.',
  tooLarge: 'This order is too large to place online. Please contact us.',
  noInvoice: 'A cancelled or refused order has no tax invoice: nothing was sold.',
  couponApplied: 'Coupon applied!',
  couponUnknown: 'This coupon is not valid.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used up.',
  couponMinimum: (aed: string) => `This coupon needs an order of at least ${aed}.`,
  couponFirstOrder: 'This coupon is for a first order only.',
  couponNotForThese: 'This coupon does not apply to the products in your cart.',
} as const;
