import {
  CLIENT_ORDER_STATUS,
  filsToAed,
  formatAed,
  ORDER_MESSAGES,
  type MakeOrderBody,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  type OrderTrack,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { AgeChecksRepo } from './age-checks.repo.ts';
import type { OrderPaymentsRepo } from './order-payments.repo.ts';
import type { OrderPorts } from './order-ports.ts';
import { asState, presentEvents, slotLabel, summary } from './order-presenting.ts';
import { createOrderDetail } from './order-detail.ts';
import type { RefundsRepo } from './refunds.repo.ts';
import { createRefunds } from './refunds.ts';
import type { ReturnsRepo } from './returns.repo.ts';
import { createPaymentSteps } from './payment-steps.ts';
import { createReturns } from './returns.service.ts';
import { createStaffReturns } from './staff-returns.service.ts';
import type { OrderStatements } from './order-statements.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';
import { IdempotencyKeyReused, requestFingerprint } from './request-fingerprint.ts';
import { CartChanged, type Customer, type Idempotency, writeOrder } from './order-writing.ts';
import type { StaffActor } from '../staff/index.ts';
import { createOrderMoves, orderTeller, type MoveOptions } from './order-moves.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { createCardPayments } from './card-payments.ts';

/** What a staff move may carry besides its target (the actor comes from the request). */
export type StaffMove = Omit<MoveOptions, 'actor'>;

export type { Customer } from './order-writing.ts';

export interface OrdersServiceDeps {
  repo: OrdersRepo;
  /** The buyers' proof of age, which an order placed waits for (issue 25, item 6a). */
  ages: AgeChecksRepo;
  /**
   * Placing an order: its read and its transaction (`order-statements.ts`), served a connection first (decision 020).
   */
  statements: OrderStatements;
  /** Card payments (decision 027), read and written outside a move's transaction, one statement at a time. */
  payments: OrderPaymentsRepo;
  /** Returns and refunds (decision 028), read for an order's page. */
  returns: ReturnsRepo;
  refunds: RefundsRepo;
  /** A refund or a capture that went wrong, for the logs (the gateway refused, or a step failed). */
  onPaymentError: (err: unknown) => void;
  /** Moving an order across features (its stock and coupon given back on a cancel), all or nothing (decision 008). */
  transaction: UnitOfWork<OrderPorts>;
  catalog: () => CatalogView;
  /** Tells every replica's catalog that stock changed, soon (orders come by the hundred; none waits for it). */
  announceStockChange: () => void;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
  /** The shop's public address (`PUBLIC_BASE_URL`) for the URL make-order answers; empty, the request's own origin. */
  publicBaseUrl: string;
  /** Where the shop hears of each new order (`ORDERS_EMAIL`). */
  ordersEmail?: string;
  /** Card payment online (decision 027), when N-Genius is offered; `returnPath` is the gateway's way back. */
  card?: {
    providers: PaymentProviders;
    holdMinutes: number;
    secret: string;
    returnPath: string;
    onError: (err: unknown) => void;
  };
  now?: () => Date;
}

/** Times an order reads the cart when the cart keeps changing under it (another tab adding at the same moment). */
const CART_READS = 3;

/** The order a make-order call gives back, and whether this call made it (a retry gets the first one). */
export interface Placed {
  order: OrderRow;
  created: boolean;
}

/** An order reference from a path: a number (`CEL-000123`) or an id. */
export function orderRef(ref: string): { id?: number; number?: string } {
  return /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { number: ref.toUpperCase() };
}

/**
 * Checkout and orders (issue 9): the cart becomes an order in one transaction that takes the stock (never below
 * zero), uses the coupon within its limits and empties the cart, priced by the shared rules from the database's own
 * prices; then the customer hears of it by e-mail and SMS. Orders move through their states with a timeline.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo, statements, catalog, notifier, now = () => new Date() } = deps;

  const tell = orderTeller(notifier, deps.onDeliveryError);
  const refunds = createRefunds({
    providers: deps.card?.providers,
    transaction: deps.transaction,
    tell,
    onError: (err) => deps.onPaymentError(err),
  });
  const moves = createOrderMoves({
    ...deps,
    now,
    steps: createPaymentSteps({
      providers: deps.card?.providers,
      transaction: deps.transaction,
      refunds,
      onError: (err) => deps.onPaymentError(err),
    }),
  });
  const detailOf = createOrderDetail({ ...deps, now });

  /** The shop hears of every new order at ORDERS_EMAIL, with where to find it in the back office (issue 25). */
  function tellShop(order: OrderRow): void {
    if (!deps.ordersEmail) return;
    const text =
      `New order ${order.orderNumber} from ${order.customerName}: ${formatAed(filsToAed(order.totalFils))}, ` +
      `${order.fulfilment} ${slotLabel(order)}, ${order.payment}.\n` +
      `${deps.publicBaseUrl}/admin/orders/${order.orderNumber}\n`;
    void notifier
      .send({
        channel: 'email',
        to: deps.ordersEmail,
        subject: `New order ${order.orderNumber}`,
        text,
        purpose: 'order',
      })
      .catch(deps.onDeliveryError);
  }

  /** The customer's confirmation of a placed order, and the shop's notice of it. */
  function confirm(order: OrderRow): void {
    const where = order.fulfilment === 'pickup' ? 'pickup' : 'delivery';
    const paid = order.payment === 'online' ? 'paid by card online' : `paid ${order.payment} on ${where}`;
    moves.tell(
      order,
      `Your Cellar order ${order.orderNumber}`,
      `Thank you! Your Cellar order ${order.orderNumber} is placed: ${formatAed(filsToAed(order.totalFils))}, ` +
        `${order.fulfilment === 'pickup' ? 'pickup at our store' : 'delivery'} ${slotLabel(order)}, ${paid}.`,
    );
    tellShop(order);
  }

  const card =
    deps.card &&
    createCardPayments({
      ...deps.card,
      transaction: deps.transaction,
      payments: deps.payments,
      statements: deps.statements.card,
      announceStockChange: deps.announceStockChange,
      onPlaced: confirm,
      onUnpaid: tell,
      onLatePayment: refunds.refundLate,
      onError: deps.card.onError,
    });

  /**
   * Places a new order from the cart (the first attempt of a request; `place` answers its retries). The cart is read
   * with the customer's other facts, then written into the order in one statement; should the cart change between
   * the two (another tab), the order is priced again from the cart as it is then.
   */
  async function placeNew(
    customer: Customer,
    body: MakeOrderBody,
    idempotency: Idempotency | undefined,
  ): Promise<OrderRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeFromCart(customer, body, idempotency);
      } catch (err) {
        if (!(err instanceof CartChanged)) throw err;
        if (attempt === CART_READS) throw new ConflictError(ORDER_MESSAGES.cartChanged);
      }
    }
  }

  async function placeFromCart(
    customer: Customer,
    body: MakeOrderBody,
    idempotency: Idempotency | undefined,
  ): Promise<OrderRow> {
    const order = await writeOrder({ statements, catalog, now }, customer, body, idempotency);
    // Every replica's catalog hears of the stock change; the customer need not wait for it.
    deps.announceStockChange();
    // An order paid online is confirmed once the gateway says it is paid.
    if (order.state !== 'awaiting_payment') confirm(order);
    return order;
  }

  return {
    /**
     * `POST /auth/make-order`. A request that names an order already placed with its `Idempotency-Key` answers that
     * order when it asks what the first one asked (the same fingerprint), and is refused otherwise. The order is
     * looked up only when placing fails, which is how a retry fails: its cart was emptied by the first order, or
     * holds new lines whose order meets the first one's key, or something it names has changed since. Every first
     * attempt is spared the query.
     */
    async place(customer: Customer, body: MakeOrderBody, idempotencyKey: string | undefined): Promise<Placed> {
      assertOwnUser(customer.userId, body.user_id);
      if ((body.payment ?? body.payment_type) === 'online' && !card)
        throw new ValidationError('This way to pay is not offered.', { payment_type: ['Not offered.'] });
      const idempotency =
        idempotencyKey === undefined
          ? undefined
          : { key: idempotencyKey, hash: requestFingerprint(customer.userId, body) };
      try {
        return { order: await placeNew(customer, body, idempotency), created: true };
      } catch (err) {
        const first = idempotency ? await repo.findByIdempotencyKey(customer.userId, idempotency.key) : undefined;
        if (!first) throw err;
        // An order placed before fingerprints were kept has none to compare: its key alone answers, as it did then.
        if (first.idempotencyHash !== null && first.idempotencyHash !== idempotency!.hash)
          throw new IdempotencyKeyReused();
        return { order: first, created: false };
      }
    },

    /**
     * Where the client goes after placing an order: the shop's confirmation, `/checkout?status=success` naming the
     * order, or for a card order the gateway's page (its payment opened now; a retry gets the same page while it is
     * open). The spec's client replaces the page with it, so it is absolute: on the shop's public address, or else on
     * the origin the request came to (`origin`, as profile pictures are).
     */
    async nextUrl({ order, created }: Placed, origin: string): Promise<string> {
      const base = deps.publicBaseUrl || origin;
      if (order.state === 'awaiting_payment' && card) {
        const page = created ? await card.start(order, `${base}${deps.card!.returnPath}`) : await card.pageOf(order.id);
        if (page) return page;
      }
      const status = order.state === 'cancelled' && order.payment === 'online' ? 'failed' : 'success';
      return `${base}/checkout?status=${status}&order=${encodeURIComponent(order.orderNumber!)}`;
    },

    /** Card payments online, when offered: the gateway's ways back and the reconciliation job use it. */
    card,
    /** Refunds: the reconciliation job retries those the gateway was down for; staff retry refused ones. */
    refunds,
    /** Returns (decision 028): the customer's request, and the back office's decision and receipt. */
    returns: createReturns({ ...deps, tell, now }),
    staffReturns: createStaffReturns({ ...deps, tell, now, refundsFlow: refunds }),

    async list(userId: number, claimed: number): Promise<OrderSummary[]> {
      assertOwnUser(userId, claimed);
      const all = await repo.listFor(userId);
      const lines = await repo.linesOf(all.map((o) => o.id));
      const linesOf = (orderId: number) => lines.filter((l) => l.orderId === orderId);
      return all.map((o) => summary(o, linesOf(o.id)));
    },

    async detail(userId: number, ref: string): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref), userId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      return detailOf(order);
    },

    async track(userId: number, ref: string): Promise<OrderTrack> {
      const order = await repo.find(orderRef(ref), userId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const state = asState(order.state);
      return {
        order_number: order.orderNumber!,
        status: CLIENT_ORDER_STATUS[state],
        state,
        timeline: presentEvents(await repo.eventsOf(order.id)),
      };
    },

    /** A customer cancels their own order while it is only placed. */
    async cancel(userId: number, ref: string): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref), userId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      if (order.state !== 'placed') throw new ConflictError(ORDER_MESSAGES.cannotCancel);
      return detailOf(await moves.move(order, 'cancelled', { note: 'Cancelled by the customer' }));
    },

    /**
     * A staff move (the back office, `npm run order:status`): any order along the allowed transitions, by the staff
     * rules (`order-moves.ts`), audited, and told to the customer.
     */
    async moveByStaff(actor: StaffActor, ref: string, to: OrderState, options: StaffMove = {}): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref));
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      return detailOf(await moves.move(order, to, { ...options, actor }));
    },

    detailOf,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
