import { filsToAed, formatAed, REFUND_METHOD_LABELS, RETURN_MESSAGES, type RefundMethod } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  PaymentGatewayError,
  PaymentStepRefusedError,
  PaymentUnavailableError,
  type PaymentProviderName,
  type PaymentProviders,
  type PaymentSnapshot,
} from '../payments/index.ts';
import type { StaffActor } from '../staff/index.ts';
import type { GatewayWord, OrderPaymentRow } from './order-payments.repo.ts';
import type { OrderPorts } from './order-ports.ts';
import type { OrderRow } from './orders.repo.ts';
import { snapshotOf, wordOf } from './payment-records.ts';
import type { RefundRow } from './refunds.repo.ts';

export interface RefundsDeps {
  /** The gateways (when card payment online is offered): a card refund goes back through them. */
  providers?: PaymentProviders;
  transaction: UnitOfWork<OrderPorts>;
  /** Tells the customer, as every order message (e-mail and SMS). */
  tell: (order: OrderRow, subject: string, text: string) => void;
  onError: (err: unknown, what: string) => void;
  /** How long one caller's claim on a refund lasts before another may ask the gateway about it. */
  leaseSeconds?: number;
}

/** What asking the gateway came to: the refund done or refused, and what the gateway showed after. */
interface Outcome {
  to: 'done' | 'failed';
  detail: string;
  word?: GatewayWord;
}

/** The states an order is refunded from: a cancellation's (never sold) and a return's (goods back). */
const REFUNDED_FROM: Readonly<Record<string, readonly string[]>> = {
  cancellation: ['cancelled', 'refused'],
  return: ['returned'],
};

/**
 * Refunds (decision 028). A refund is written in the transaction that decides it (a cancel, a return received, a
 * payment that came after its order expired), then the one caller that takes its lease asks the gateway, outside any
 * transaction. N-Genius takes no idempotency key, so every attempt reads the payment first: a refund the gateway
 * already shows (an earlier attempt whose answer was lost) is only marked done, never sent twice. The gateway down
 * leaves the refund pending for the reconciliation job; a refusal marks it failed for staff to retry.
 */
export function createRefunds(deps: RefundsDeps) {
  const { transaction } = deps;
  const lease = deps.leaseSeconds ?? 120;

  /**
   * In a cancel's transaction: a card order whose payment was taken (or held) gets its refund, pending and leased to
   * the caller (`leaseFirst`); undefined when there is none, or when the job is to run it.
   */
  async function openForCancel(tx: OrderPorts, order: OrderRow): Promise<RefundRow | undefined> {
    if (order.payment !== 'online') return undefined;
    const payment = await tx.payments.ofOrder(order.id);
    if (payment?.state !== 'paid') return undefined;
    const refund = await openCancellation(tx, order, payment.amountFils);
    return refund && leaseFirst(tx, refund);
  }

  /**
   * Takes a pending refund's lease in the caller's transaction (the order's payment locked, so two claims for one order
   * go one after the other); undefined when another caller holds it or an earlier refund of the order must reach the
   * gateway first. Called in the transaction that makes a refund pending, it gives the first attempt to the caller
   * that decided it (who then calls `runLeased`): the reconciliation job, which may run the moment that commits,
   * leaves it be.
   */
  async function leaseFirst(tx: OrderPorts, refund: RefundRow): Promise<RefundRow | undefined> {
    await tx.payments.lock(refund.orderId);
    return tx.refunds.claim(refund.id, lease);
  }

  function openCancellation(tx: OrderPorts, order: OrderRow, amountFils: number) {
    return tx.refunds.open({
      orderId: order.id,
      kind: 'cancellation',
      returnId: null,
      method: 'card',
      state: 'pending',
      amountFils,
      shippingFils: Math.min(order.shippingFils, amountFils),
    });
  }

  /** Asks the gateway to give the refund back, reading the payment first; throws when the gateway is down. */
  async function ask(refund: RefundRow, payment: OrderPaymentRow | undefined): Promise<Outcome> {
    if (!payment?.reference || !deps.providers?.names.includes(payment.provider as PaymentProviderName))
      return { to: 'failed', detail: 'the order has no card payment this shop can refund' };
    const provider = deps.providers.get(payment.provider as PaymentProviderName);
    const others = (await transaction((tx) => tx.refunds.ofOrder(refund.orderId))).filter(
      (r) => r.id !== refund.id && r.method === 'card' && r.state === 'done',
    );
    const refundedBefore = others.reduce((sum, r) => sum + r.amountFils, 0);
    let now: PaymentSnapshot = await provider.readPayment(snapshotOf(payment));
    const done = (what: string): Outcome => ({ to: 'done', detail: what, word: wordOf(now) });
    if (now.state === 'cancelled' && refund.kind === 'cancellation') return done('the authorisation was released');
    if (now.refundedFils >= refundedBefore + refund.amountFils) return done('the gateway shows the refund');
    if (now.refundedFils !== refundedBefore)
      return {
        to: 'failed',
        detail: `the gateway shows ${now.refundedFils} fils refunded where the shop expected ${refundedBefore}`,
        word: wordOf(now),
      };
    if (now.state === 'authorised') {
      // Nothing was taken yet: a whole cancellation releases the hold; anything else is taken, then given back.
      if (provider.reverse && refund.amountFils >= now.amountFils) {
        now = await provider.reverse(now);
        return now.state === 'cancelled'
          ? done('the authorisation was released')
          : { to: 'failed', detail: `the gateway left the payment ${now.gatewayState}`, word: wordOf(now) };
      }
      now = await provider.capture(now);
    }
    now = await provider.refund(now, refund.amountFils);
    return done('refunded to the card');
  }

  /** Moves the order to refunded with the refund done, in the transaction that marks it done. */
  async function markRefunded(tx: OrderPorts, refund: RefundRow): Promise<OrderRow | undefined> {
    const order = await tx.orders.find({ id: refund.orderId });
    if (!order) return undefined;
    if ((REFUNDED_FROM[refund.kind] ?? []).includes(order.state))
      await tx.orders.move(order.id, order.state, 'refunded', {
        note: `Refunded ${formatAed(filsToAed(refund.amountFils))} ${REFUND_METHOD_LABELS[refund.method as RefundMethod].toLowerCase()}`,
      });
    return order;
  }

  function tellRefunded(order: OrderRow, refund: RefundRow): void {
    const amount = formatAed(filsToAed(refund.amountFils));
    const how =
      refund.method === 'card'
        ? RETURN_MESSAGES.refundPending
        : `It was paid back ${REFUND_METHOD_LABELS[refund.method as RefundMethod].toLowerCase()}.`;
    deps.tell(
      order,
      `Order ${order.orderNumber}: refund of ${amount}`,
      `We have refunded ${amount} for your Cellar order ${order.orderNumber}. ${how} Your credit note is on the order's page.`,
    );
  }

  /** Takes the refund's lease, asks the gateway, and ends the refund once; a no-op when another caller holds it. */
  async function run(id: number): Promise<void> {
    const refund = await transaction(async (tx) => {
      const row = await tx.refunds.byId(id);
      return row?.state === 'pending' ? leaseFirst(tx, row) : undefined;
    });
    if (refund) await askAndEnd(refund);
  }

  /** Asks the gateway for a refund whose lease the caller took in the transaction that wrote it (`leaseFirst`). */
  async function runLeased(id: number): Promise<void> {
    const refund = await transaction((tx) => tx.refunds.byId(id));
    if (refund?.state === 'pending') await askAndEnd(refund);
  }

  /** Asks the gateway (the caller holds the lease) and ends the refund once. */
  async function askAndEnd(refund: RefundRow): Promise<void> {
    const { id } = refund;
    let outcome: Outcome;
    try {
      outcome = await ask(refund, await transaction((tx) => tx.payments.ofOrder(refund.orderId)));
    } catch (err) {
      if (err instanceof PaymentUnavailableError) {
        // A timeout may have reached the gateway: the next attempt reads the payment before asking again.
        await transaction((tx) => tx.refunds.release(id, `gateway unavailable: ${err.detail}`));
        return;
      }
      if (!(err instanceof PaymentGatewayError) && !(err instanceof PaymentStepRefusedError)) {
        await transaction((tx) => tx.refunds.release(id, 'interrupted'));
        throw err;
      }
      outcome = { to: 'failed', detail: err instanceof PaymentGatewayError ? err.detail : err.message };
    }
    const order = await transaction(async (tx) => {
      if (!(await tx.refunds.finish(id, outcome.to, outcome.detail))) return undefined;
      const payment = await tx.payments.ofOrder(refund.orderId);
      if (payment && outcome.word) await tx.payments.record(payment.id, outcome.word);
      return outcome.to === 'done' ? markRefunded(tx, refund) : undefined;
    });
    if (outcome.to === 'failed')
      deps.onError(new Error(`refund ${id} refused: ${outcome.detail}`), 'a refund was refused by the gateway');
    if (order) tellRefunded(order, refund);
  }

  return {
    openForCancel,
    leaseFirst,
    runLeased,
    tellRefunded,
    markRefunded,

    /**
     * A payment the gateway reports paid after its order expired (the customer paid on a page kept open past the
     * hold): the order stays cancelled and the whole payment goes back.
     */
    async refundLate(payment: OrderPaymentRow, read: PaymentSnapshot): Promise<void> {
      const amountFils = read.state === 'authorised' ? read.amountFils : read.capturedFils - read.refundedFils;
      if (amountFils <= 0) return;
      const refund = await transaction(async (tx) => {
        await tx.payments.record(payment.id, wordOf(read));
        const order = await tx.orders.find({ id: payment.orderId });
        const opened = order && (await openCancellation(tx, order, amountFils));
        return opened && leaseFirst(tx, opened);
      });
      if (refund) await runLeased(refund.id);
    },

    /** Staff try a refused refund again (audited); it goes through the gateway as the first attempt did. */
    async retry(actor: StaffActor, id: number): Promise<RefundRow> {
      const refund = await transaction((tx) => tx.refunds.byId(id));
      if (!refund) throw new NotFoundError('No refund has this id.');
      const retried = await transaction(async (tx) => {
        if (!(await tx.refunds.retry(id))) return undefined;
        await tx.audit.record(actor, {
          action: 'refund.retry',
          entity: 'refund',
          entityId: id,
          before: { state: 'failed', detail: refund.gatewayDetail },
          after: { state: 'pending', order_id: refund.orderId },
        });
        return { leased: (await leaseFirst(tx, refund)) !== undefined };
      });
      if (!retried) throw new ConflictError(RETURN_MESSAGES.refundNotFailed);
      if (retried.leased) await runLeased(id);
      return (await transaction((tx) => tx.refunds.byId(id)))!;
    },

    /**
     * Staff paid a refused card refund back in cash or by bank transfer (audited): the refund is done that way, its
     * order refunded and its customer told, as for any refund made.
     */
    async payOtherwise(actor: StaffActor, id: number, method: 'cash' | 'bank_transfer'): Promise<RefundRow> {
      const done = await transaction(async (tx) => {
        const before = await tx.refunds.byId(id);
        if (!before) throw new NotFoundError('No refund has this id.');
        const label = REFUND_METHOD_LABELS[method].toLowerCase();
        const detail = `paid back ${label}${before.gatewayDetail ? `; the gateway had said: ${before.gatewayDetail}` : ''}`;
        const refund = await tx.refunds.payOtherwise(id, method, detail);
        if (!refund) throw new ConflictError(RETURN_MESSAGES.refundNotRefused);
        await tx.audit.record(actor, {
          action: 'refund.pay_otherwise',
          entity: 'refund',
          entityId: id,
          before: { state: before.state, method: before.method, detail: before.gatewayDetail },
          after: { state: refund.state, method, order_id: refund.orderId },
        });
        return { refund, order: await markRefunded(tx, refund) };
      });
      if (done.order) tellRefunded(done.order, done.refund);
      return done.refund;
    },

    /** The reconciliation job's part: card refunds still pending (the gateway was down) are asked about again. */
    async reconcile(): Promise<void> {
      for (const id of await transaction((tx) => tx.refunds.due(lease, 50)))
        await run(id).catch((err: unknown) => deps.onError(err, 'refund reconciliation'));
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
