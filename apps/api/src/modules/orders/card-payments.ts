import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_STATE_LABELS } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import {
  PaymentUnavailableError,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentProviders,
  type PaymentSnapshot,
} from '../payments/index.ts';
import type { CardStatements } from './card-statements.ts';
import type { OrderPorts } from './order-ports.ts';
import type { GatewayWord, OrderPaymentRow, OrderPaymentsRepo, SettledState } from './order-payments.repo.ts';
import { snapshotOf, wordOf } from './payment-records.ts';
import type { OrderRow } from './orders.repo.ts';

/** Where a card order stands for the customer coming back from the gateway's page. */
export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/** A payment's state as the customer's outcome: anything settled but paid is a failure to pay. */
const outcomeOf = (state: string | undefined): PaymentOutcome =>
  state === 'paid' ? 'paid' : state === 'pending' ? 'pending' : 'failed';

export interface CardPaymentsDeps {
  providers: PaymentProviders;
  transaction: UnitOfWork<OrderPorts>;
  /** The payments outside a transaction, for the calls of one statement: each is atomic by itself. */
  payments: OrderPaymentsRepo;
  /** The statements of a card order's way (opened, read, settled as paid), prepared. */
  statements: CardStatements;
  /** How long the order's stock and coupon are held for the payment (`PAYMENT_HOLD_MINUTES`). */
  holdMinutes: number;
  /** Keys the token of the gateway's `cancelUrl` (`AUTH_SECRET`). */
  secret: string;
  announceStockChange: () => void;
  /** The order is paid and placed: the customer's confirmation and the shop's notice, as for any order. */
  onPlaced: (order: OrderRow) => void;
  /** The order was not paid: the customer hears that nothing was charged and the cart is back. */
  onUnpaid: (order: OrderRow, subject: string, text: string) => void;
  /** The gateway says paid for an order that expired meanwhile: the whole payment goes back (decision 028). */
  onLatePayment: (payment: OrderPaymentRow, read: PaymentSnapshot) => Promise<void>;
  onError: (err: unknown, what: string) => void;
}

class AlreadySettled extends Error {}

const PAID = new Set(['authorised', 'captured']);
const REFUSED = new Set(['failed', 'cancelled']);
/** The largest quantity a restored cart line may reach: the order's own quantities, whatever the cart holds now. */
const NO_LIMIT = 2_147_483_647;

/**
 * Card payment on the gateway's hosted page (decision 027): an order waits in `awaiting_payment` with its stock and
 * coupon held; `settle` reads the payment from the gateway (never from a webhook's body or the return URL) and moves
 * the order once, to placed or to cancelled with its stock, coupon and cart given back.
 */
export function createCardPayments(deps: CardPaymentsDeps) {
  const { providers, transaction, payments, statements } = deps;

  /**
   * The token only the gateway's cancel link carries: leaving the page cancels the order at once, so a stranger who
   * knows an order number must not be able to cancel someone's order while they pay.
   */
  const cancelToken = (orderNumber: string) =>
    createHmac('sha256', deps.secret).update(`card-cancel:${orderNumber}`).digest('base64url').slice(0, 32);
  const isCancelToken = (orderNumber: string, given: string | undefined) => {
    const expected = Buffer.from(cancelToken(orderNumber));
    const actual = Buffer.from(given ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  /** Gives back what an unpaid order held: its stock, its coupon use, and its lines to the customer's cart. */
  async function giveBack(tx: OrderPorts, order: OrderRow): Promise<void> {
    for (const line of await tx.orders.linesOf([order.id])) {
      if (line.priceVariationId === null) continue;
      await tx.stock.give(line.priceVariationId, line.qty);
      if (order.userId !== null && line.productId !== null)
        await tx.cart.addUpTo(order.userId, line.productId, line.priceVariationId, line.qty, NO_LIMIT);
    }
    await tx.coupons.release(order.id);
  }

  /** The order goes as if it had never been made: the gateway could not take its payment. */
  async function undo(order: OrderRow): Promise<void> {
    const undone = await transaction(async (tx) => {
      await giveBack(tx, order);
      if (await tx.payments.removeUnpaidOrder(order.id)) return true;
      // Another replica settled or undid it meanwhile: what was given back here is taken back with the rollback.
      throw new AlreadySettled();
    }).catch((err: unknown) => {
      if (err instanceof AlreadySettled) return false;
      throw err;
    });
    if (undone) deps.announceStockChange();
  }

  /**
   * Ends a pending payment and moves its order, in one transaction; false when another caller settled it first (true
   * when this one did, the payment now `to`).
   */
  async function finish(payment: OrderPaymentRow, to: SettledState, word: GatewayWord | undefined): Promise<boolean> {
    // Paid, the usual end: one statement, as nothing is given back.
    const { settled, order } = await (to === 'paid' && word
      ? statements.settlePaid(payment.id, word, 'Paid by card')
      : settleInTransaction(payment, to, word));
    if (!order) return settled;
    if (to === 'paid') deps.onPlaced(order);
    else {
      deps.announceStockChange();
      deps.onUnpaid(
        order,
        `Order ${order.orderNumber}: ${ORDER_STATE_LABELS.cancelled}`,
        `Your card payment for Cellar order ${order.orderNumber} did not go through, so the order is cancelled and ` +
          'nothing was charged. The items are back in your cart.',
      );
    }
    return true;
  }

  /** Ends a payment in one transaction: one not made cancels its order and gives back its stock, coupon and cart. */
  function settleInTransaction(payment: OrderPaymentRow, to: SettledState, word: GatewayWord | undefined) {
    return transaction(async (tx): Promise<{ settled: boolean; order?: OrderRow }> => {
      if (!(await tx.payments.settle(payment.id, to, word))) return { settled: false };
      const target = to === 'paid' ? 'placed' : 'cancelled';
      const note =
        to === 'paid' ? 'Paid by card' : to === 'failed' ? 'Card payment declined' : 'Card payment not made in time';
      const moved = await tx.orders.moveReading(payment.orderId, 'awaiting_payment', target, { note });
      if (moved && to !== 'paid') await giveBack(tx, moved);
      return { settled: true, order: moved };
    });
  }

  /**
   * Reads the gateway and moves the order once; answers where the payment stands after that. A payment already
   * settled is answered as its row says, without asking the gateway (a webhook after the return, or its duplicate).
   */
  async function settle(payment: OrderPaymentRow, options: { abandoned?: boolean } = {}): Promise<PaymentOutcome> {
    if (payment.state !== 'pending') {
      if (payment.state === 'expired' && payment.reference) await refundIfPaidLate(payment);
      return outcomeOf(payment.state);
    }
    let read: PaymentSnapshot | undefined;
    if (payment.reference) {
      try {
        read = await provider(payment).readPayment(snapshotOf(payment));
      } catch (err) {
        // The gateway is down: the payment stays pending and is read again by the next run.
        if (!(err instanceof PaymentUnavailableError)) throw err;
      }
    }
    const paid = read !== undefined && PAID.has(read.state) && read.amountFils === payment.amountFils;
    if (read && PAID.has(read.state) && !paid)
      deps.onError(new Error(`gateway amount ${read.amountFils} is not ${payment.amountFils}`), 'payment amount');
    const refused = read !== undefined && REFUSED.has(read.state);
    const to: SettledState | undefined = paid
      ? 'paid'
      : refused
        ? 'failed'
        : (options.abandoned && read) || (await payments.holdOver(payment.id))
          ? 'expired'
          : undefined;
    if (to && (await finish(payment, to, read && wordOf(read)))) return outcomeOf(to);
    if (!to && read) await payments.note(payment.id, wordOf(read));
    // Still pending, or settled by another caller meanwhile: as the row says now.
    return outcomeOf((await statements.ofOrder(payment.orderId))?.state);
  }

  /**
   * A payment that expired (its order cancelled, stock and coupon given back) may still be paid: a customer who kept
   * the gateway's page open past the hold. The money is the customer's: it is refunded in full.
   */
  async function refundIfPaidLate(payment: OrderPaymentRow): Promise<void> {
    let read: PaymentSnapshot;
    try {
      read = await provider(payment).readPayment(snapshotOf(payment));
    } catch (err) {
      if (err instanceof PaymentUnavailableError) return;
      throw err;
    }
    if (!PAID.has(read.state)) return;
    deps.onError(new Error(`order ${payment.orderId} was paid after it expired: refunding it`), 'late payment');
    await deps.onLatePayment(payment, read);
  }

  /** The settles running in this process, by payment: the return and the gateway's webhooks for it arrive together. */
  const running = new Map<number, Promise<PaymentOutcome>>();

  /**
   * `settle`, shared by the calls that arrive while one runs for the same payment, so the customer's return and two
   * webhooks read the gateway once. A call that finds the one running ending pending settles again itself: that one
   * may have read the gateway before this call's news (the payment made, the page left).
   */
  async function settleShared(payment: OrderPaymentRow, options: { abandoned?: boolean } = {}) {
    const current = running.get(payment.id);
    if (current) {
      const outcome = await current.catch(() => 'pending' as const);
      if (outcome !== 'pending') return outcome;
    }
    const work = settle(payment, options);
    running.set(payment.id, work);
    try {
      return await work;
    } finally {
      if (running.get(payment.id) === work) running.delete(payment.id);
    }
  }

  function provider(payment: OrderPaymentRow): PaymentProvider {
    return providers.get(payment.provider as PaymentProviderName);
  }

  return {
    /**
     * Opens the gateway's payment for an order just written awaiting payment, with the server's own amount: the page
     * to send the customer to. The payment is kept once the gateway has answered (one write); should the server stop
     * before, the order has no payment and is undone after its hold. Should the gateway fail, the order is undone at
     * once (stock, coupon, cart as before) and the gateway's error (a 503 when it is down) is the answer.
     */
    async start(order: OrderRow, returnBase: string): Promise<string> {
      const gateway = providers.get('ngenius');
      const returnUrl = `${returnBase}?order=${encodeURIComponent(order.orderNumber!)}`;
      try {
        const created = await gateway.createPayment({
          orderNumber: order.orderNumber!,
          amountFils: order.totalFils,
          returnUrl,
          cancelUrl: `${returnUrl}&cancelled=${cancelToken(order.orderNumber!)}`,
          email: order.customerEmail || undefined,
        });
        const redirectUrl = created.redirectUrl!;
        const held = { provider: gateway.name, amountFils: order.totalFils, holdMinutes: deps.holdMinutes };
        await statements.open(order.id, held, { ...created, redirectUrl });
        return redirectUrl;
      } catch (err) {
        await undo(order);
        throw err;
      }
    },

    /** The page a retried make-order sends the customer to again, while the payment is still open. */
    async pageOf(orderId: number): Promise<string | null> {
      const payment = await statements.ofOrder(orderId);
      return payment?.state === 'pending' ? payment.redirectUrl : null;
    },

    /**
     * The customer is back from the gateway's page, or left it by its cancel link (`cancelled`, its token): the order
     * as the gateway says it is. Left unpaid, the order is cancelled at once rather than at the end of its hold.
     */
    async returned(orderNumber: string, cancelled: string | undefined): Promise<PaymentOutcome> {
      const payment = await statements.ofOrderNumber(orderNumber);
      if (!payment) throw new NotFoundError('No order with a card payment has that number.');
      return settleShared(payment, { abandoned: isCancelToken(payment.orderNumber, cancelled) });
    },

    /** A gateway's call: checked by its provider, then only a reason to read the payment it names. */
    async hinted(name: PaymentProviderName, event: Parameters<PaymentProvider['takeEvent']>[0]): Promise<void> {
      const hint = providers.get(name).takeEvent(event);
      const payment = await statements.byReference(name, hint.reference);
      if (payment) await settleShared(payment);
    },

    /**
     * One reconciliation run: every pending payment no replica asked about in the last while is read from the
     * gateway (a lost webhook) and those past their hold expire; orders the gateway never took are undone.
     */
    async reconcile(staleSeconds = 30): Promise<void> {
      const due = await transaction((tx) => tx.payments.claimDue(staleSeconds, 100));
      for (const payment of due) {
        const row = await statements.ofOrder(payment.orderId);
        if (row) await settleShared(row).catch((err: unknown) => deps.onError(err, 'payment reconciliation'));
      }
      for (const id of await transaction((tx) => tx.payments.unpaidWithoutPayment(deps.holdMinutes))) {
        const order = await transaction((tx) => tx.orders.find({ id }));
        if (order) await undo(order);
      }
    },
  };
}

export type CardPayments = ReturnType<typeof createCardPayments>;
