import { AppError, ServiceUnavailableError, UnauthorizedError } from '../../lib/errors.ts';

/**
 * Where a payment stands, in the shop's words. Only `authorised` and `captured` (and the refunded states after them)
 * mean the customer's money is held or taken; everything a gateway says that the shop does not recognise is `pending`,
 * so an unknown state can never mark an order paid.
 */
export type PaymentState =
  'pending' | 'authorised' | 'captured' | 'partially_refunded' | 'refunded' | 'failed' | 'cancelled';

export type PaymentProviderName = 'cod' | 'ngenius';

/** A payment as the provider last saw it. Amounts are integer fils (decision 002). */
export interface PaymentSnapshot {
  provider: PaymentProviderName;
  /** The provider's own reference: the gateway's order reference, or ours for cash on delivery. */
  reference: string;
  state: PaymentState;
  currency: 'AED';
  amountFils: number;
  capturedFils: number;
  refundedFils: number;
  /** The gateway's own word for the state, kept for the staff and the logs. */
  gatewayState?: string;
}

export interface CreatePaymentInput {
  /** The shop's order number, shown to the customer and searchable in the gateway's portal. */
  orderNumber: string;
  amountFils: number;
  /** Where the gateway sends the customer back after paying (it adds `?ref=<reference>`). */
  returnUrl: string;
  /** Where the customer lands on leaving the payment page without paying. */
  cancelUrl: string;
  email?: string;
}

export interface CreatedPayment extends PaymentSnapshot {
  /** The page to send the customer to; null when nothing is paid online (cash or card on delivery). */
  redirectUrl: string | null;
}

/** A gateway's call to us, as the web server received it. */
export interface GatewayEvent {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * What a gateway event is worth: the payment to read again. Never a state: an unsigned body claims anything, so the
 * shop believes only what it reads back from the gateway itself (decision 027).
 */
export interface PaymentHint {
  reference: string;
  eventName: string;
}

/**
 * One way to pay. A provider holds no records of its own: the shop stores the snapshot beside the order and hands it
 * back for each later step.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether the customer leaves the shop for a payment page. */
  readonly hostedPage: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment's state now, read from its source of truth (the gateway; for cash, the shop's own record). */
  readPayment(payment: PaymentSnapshot): Promise<PaymentSnapshot>;
  /** Takes authorised money: the whole authorisation when no amount is given. */
  capture(payment: PaymentSnapshot, amountFils?: number): Promise<PaymentSnapshot>;
  /** Gives back part or all of what was captured. */
  refund(payment: PaymentSnapshot, amountFils: number): Promise<PaymentSnapshot>;
  /**
   * Releases an authorisation nothing was captured of (a void): the customer's bank frees the hold, and no refund is
   * needed. Absent where the provider cannot: the shop then captures and refunds (decision 028).
   */
  reverse?(payment: PaymentSnapshot): Promise<PaymentSnapshot>;
  /** Checks a gateway's call and says which payment to read again; throws `PaymentEventRejectedError`. */
  takeEvent(event: GatewayEvent): PaymentHint;
}

/** The gateway cannot be reached or did not answer in time: checkout answers 503 and the customer tries again. */
export class PaymentUnavailableError extends ServiceUnavailableError {
  constructor(readonly detail: string) {
    super('Card payments are not available right now. Please try again in a moment.', 'PAYMENT_UNAVAILABLE');
  }
}

/** The gateway answered but refused the call (bad credentials, an unknown order, a state that forbids the step). */
export class PaymentGatewayError extends AppError {
  constructor(
    readonly detail: string,
    readonly gatewayStatus?: number,
  ) {
    super(502, 'PAYMENT_GATEWAY_ERROR', 'The payment could not be processed. Please try again or pay on delivery.');
  }
}

/** A step the payment's state or amounts do not allow (capturing twice, refunding more than was taken). */
export class PaymentStepRefusedError extends AppError {
  constructor(message: string) {
    super(409, 'PAYMENT_STEP_REFUSED', message);
  }
}

/** A call claiming to come from the gateway that does not carry the agreed header, or says nothing we can use. */
export class PaymentEventRejectedError extends UnauthorizedError {
  constructor(readonly detail: string) {
    super('This notification is not accepted.', 'PAYMENT_EVENT_REJECTED');
  }
}

/** Refuses a snapshot another provider made: its reference means nothing here. */
export function assertProvider(payment: PaymentSnapshot, name: PaymentProviderName): void {
  if (payment.provider !== name)
    throw new PaymentStepRefusedError(`This payment belongs to ${payment.provider}, not ${name}.`);
}

/** What may still be refunded of a payment. */
export function refundableFils(payment: PaymentSnapshot): number {
  return Math.max(0, payment.capturedFils - payment.refundedFils);
}

/** Refuses amounts that are not a positive whole number of fils. */
export function assertFils(amountFils: number, what: string): void {
  if (!Number.isSafeInteger(amountFils) || amountFils <= 0)
    throw new PaymentStepRefusedError(`${what} must be a positive whole number of fils.`);
}

/** The state after refunds, from what was captured and what has gone back. */
export function stateAfterRefund(capturedFils: number, refundedFils: number): PaymentState {
  if (refundedFils <= 0) return 'captured';
  return refundedFils >= capturedFils ? 'refunded' : 'partially_refunded';
}
