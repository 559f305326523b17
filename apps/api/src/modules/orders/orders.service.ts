import {
  canMoveOrder,
  CLIENT_ORDER_STATUS,
  filsToAed,
  formatAed,
  ORDER_MESSAGES,
  shopToday,
  type MakeOrderBody,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  type OrderTrack,
  type Payment,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { AgeChecksRepo } from './age-checks.repo.ts';
import type { OrderPorts } from './order-ports.ts';
import { asState, presentEvents, slotLabel, summary } from './order-presenting.ts';
import type { OrderStatements } from './order-statements.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { CartChanged, type Customer, type Idempotency, writeOrder } from './order-writing.ts';
import type { StaffActor } from '../staff/index.ts';
import { createOrderMoves, type MoveOptions } from './order-moves.ts';

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
  now?: () => Date;
}

/** Times an order reads the cart when the cart keeps changing under it (another tab adding at the same moment). */
const CART_READS = 3;

/** The order a make-order call gives back, and whether this call made it (a retry gets the first one). */
export interface Placed {
  order: OrderRow;
  created: boolean;
}

/** The key came with another request than the one that placed its order (issue 23): refused, as Stripe does. */
class IdempotencyKeyReused extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused, {
      'idempotency-key': [ORDER_MESSAGES.idempotencyKeyReused],
    });
  }
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

  const moves = createOrderMoves({ ...deps, now });

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

  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    // Only a placed order waits for the buyer's proof of age (and only while its account exists to ask).
    const waitsForAge = order.state === 'placed' && order.userId !== null;
    const [lines, events, ageProof] = await Promise.all([
      repo.linesOf([order.id]),
      repo.eventsOf(order.id),
      waitsForAge ? deps.ages.proofOf(order.userId!, shopToday(now())) : null,
    ]);
    const address = order.address as OrderDetail['billing_address'];
    return {
      ...summary(order, lines),
      fulfilment: order.fulfilment as OrderDetail['fulfilment'],
      payment: order.payment as Payment,
      slot: {
        id: new Date(order.slotStart).toISOString(),
        start: new Date(order.slotStart).toISOString(),
        end: new Date(order.slotEnd).toISOString(),
        label: slotLabel(order),
      },
      notes: order.notes,
      subtotal: filsToAed(order.subtotalFils),
      offer_discount: filsToAed(order.offerDiscountFils),
      coupon_discount: filsToAed(order.couponDiscountFils),
      coupon: order.couponCode,
      shipping: filsToAed(order.shippingFils),
      vat: filsToAed(order.vatFils),
      eid_provided: order.eidProvided,
      age_proof: ageProof,
      can_cancel: canMoveOrder(asState(order.state), 'cancelled') && order.state === 'placed',
      user: { full_name: order.customerName, email: order.customerEmail },
      billing_address: address ?? null,
      timeline: presentEvents(events),
    };
  }

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
    moves.tell(
      order,
      `Your Cellar order ${order.orderNumber}`,
      `Thank you! Your Cellar order ${order.orderNumber} is placed: ${formatAed(filsToAed(order.totalFils))}, ` +
        `${order.fulfilment === 'pickup' ? 'pickup at our store' : 'delivery'} ${slotLabel(order)}, paid ${order.payment} on ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}.`,
    );
    tellShop(order);
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
     * order. The spec's client replaces the page with it, so it is absolute: on the shop's public address, or else on
     * the origin the request came to (`origin`, as profile pictures are).
     */
    nextUrl(order: OrderRow, origin: string): string {
      return `${deps.publicBaseUrl || origin}/checkout?status=success&order=${encodeURIComponent(order.orderNumber!)}`;
    },

    async list(userId: number, claimed: number): Promise<OrderSummary[]> {
      assertOwnUser(userId, claimed);
      const all = await repo.listFor(userId);
      const lines = await repo.linesOf(all.map((o) => o.id));
      return all.map((o) =>
        summary(
          o,
          lines.filter((l) => l.orderId === o.id),
        ),
      );
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
