import {
  canMoveOrder,
  CLIENT_ORDER_STATUS,
  displayedPrice,
  filsToAed,
  findSlot,
  formatAed,
  htmlToText,
  nextSlot,
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  priceOrder,
  type MakeOrderBody,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  type OrderTrack,
  type Payment,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { AccountContact } from '../auth/index.ts';
import { type CatalogView, sizePriceFils } from '../catalog/index.ts';
import { judgeCoupon } from '../coupons/index.ts';
import { assertAgeProof, EID_BY_FILE_NAME_MINUTES, MAX_INT_COLUMN, namedEid } from './order-eid.ts';
import type { OrderPorts } from './order-ports.ts';
import { asState, presentEvents, slotLabel, summary } from './order-presenting.ts';
import type { OrderStatements } from './order-statements.ts';
import type { NewOrderLine, OrderRow, OrdersRepo } from './orders.repo.ts';
import { requestFingerprint } from './request-fingerprint.ts';

export interface OrdersServiceDeps {
  repo: OrdersRepo;
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
  now?: () => Date;
}

/** Who orders: their account, and the name, e-mail and mobile the order records and its messages go to. */
export type Customer = AccountContact & { userId: number };

/** Times an order reads the cart when the cart keeps changing under it (another tab adding at the same moment). */
const CART_READS = 3;

/** The cart changed between the order's reading it and writing it: the order is priced again. */
class CartChanged extends Error {}

/** The order a make-order call gives back, and whether this call made it (a retry gets the first one). */
export interface Placed {
  order: OrderRow;
  created: boolean;
}

/** A make-order's `Idempotency-Key` with the fingerprint of what it asked (`requestFingerprint`). */
interface Idempotency {
  key: string;
  hash: string;
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
function orderRef(ref: string): { id?: number; number?: string } {
  return /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { number: ref.toUpperCase() };
}

/**
 * Checkout and orders (issue 9): the cart becomes an order in one transaction that takes the stock (never below
 * zero), uses the coupon within its limits and empties the cart, priced by the shared rules from the database's own
 * prices; then the customer hears of it by e-mail and SMS. Orders move through their states with a timeline.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo, statements, transaction, catalog, notifier, now = () => new Date() } = deps;

  function tell(order: OrderRow, subject: string, text: string): void {
    // An account may have no e-mail (another account proved the one it claimed, decision 018): the SMS still goes.
    if (order.customerEmail)
      void notifier
        .send({ channel: 'email', to: order.customerEmail, subject, text, purpose: 'order' })
        .catch(deps.onDeliveryError);
    if (order.customerMobile)
      void notifier
        .send({ channel: 'sms', to: order.customerMobile, text, purpose: 'order' })
        .catch(deps.onDeliveryError);
  }

  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [lines, events] = await Promise.all([repo.linesOf([order.id]), repo.eventsOf(order.id)]);
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
      can_cancel: canMoveOrder(asState(order.state), 'cancelled') && order.state === 'placed',
      user: { full_name: order.customerName, email: order.customerEmail },
      billing_address: address ?? null,
      timeline: presentEvents(events),
    };
  }

  /** Moves an order, with what the move means: stock and coupon back on a cancel. */
  async function move(order: OrderRow, to: OrderState, note?: string): Promise<OrderRow> {
    if (!canMoveOrder(asState(order.state), to))
      throw new ConflictError(
        to === 'cancelled' ? ORDER_MESSAGES.cannotCancel : `An order that is ${order.state} cannot become ${to}.`,
      );
    const moved = await transaction(async (tx) => {
      if (!(await tx.orders.move(order.id, order.state, to, note))) return false;
      if (to === 'cancelled') {
        for (const line of await tx.orders.linesOf([order.id]))
          if (line.priceVariationId !== null) await tx.stock.give(line.priceVariationId, line.qty);
        await tx.coupons.release(order.id);
      }
      return true;
    });
    if (!moved) throw new ConflictError('The order changed meanwhile. Please reload it.');
    if (to === 'cancelled') deps.announceStockChange();
    const after = (await repo.find({ id: order.id }))!;
    tell(
      after,
      `Order ${after.orderNumber}: ${ORDER_STATE_LABELS[to]}`,
      `Your Cellar order ${after.orderNumber} is now: ${ORDER_STATE_LABELS[to].toLowerCase()}.`,
    );
    return after;
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
    const order = await writeOrder(customer, body, idempotency);
    // Every replica's catalog hears of the stock change; the customer need not wait for it.
    deps.announceStockChange();
    tell(
      order,
      `Your Cellar order ${order.orderNumber}`,
      `Thank you! Your Cellar order ${order.orderNumber} is placed: ${formatAed(filsToAed(order.totalFils))}, ` +
        `${order.fulfilment === 'pickup' ? 'pickup at our store' : 'delivery'} ${slotLabel(order)}, paid ${order.payment} on ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}.`,
    );
    return order;
  }

  /** The order written from the cart in one transaction, or a refusal (nothing written). */
  async function writeOrder(
    customer: Customer,
    body: MakeOrderBody,
    idempotency: Idempotency | undefined,
  ): Promise<OrderRow> {
    const { userId } = customer;
    const fulfilment = body.fulfilment ?? body.shipping_type ?? 'delivery';
    const addressId = fulfilment === 'delivery' ? (body.address_id ?? body.billing_address_id) : undefined;
    // What the order needs to know besides its prices, read in one statement while its transaction starts: the cart,
    // the customer's proof of age (issue 9: a first order needs an Emirates ID; a named upload must be the customer's
    // own) and the address, which the order copies.
    const named = namedEid(body.eid);
    const facts = statements.checkoutFacts(
      userId,
      named.by === 'id' ? { id: named.id } : named.by === 'fileName' ? { recentMinutes: EID_BY_FILE_NAME_MINUTES } : {},
      addressId,
    );
    facts.catch(() => {}); // awaited in the transaction; should that fail to start, its own failure is the answer
    // The transaction asks for its connection on the next turn of the event loop, when the read above is already in
    // the pool's queue: one that held a connection while its read waited behind it could wait for ever.
    await new Promise((resolve) => setImmediate(resolve));

    const s = catalog();
    return statements.transaction(async (tx) => {
      // Any refusal below throws, so everything written so far (the order, its stock, a coupon use, the emptied cart)
      // is rolled back.
      const { cart, eidId, provenBefore, address } = await facts;
      if (fulfilment === 'delivery' && !address)
        throw new ValidationError(ORDER_MESSAGES.needsAddress, { address_id: [ORDER_MESSAGES.needsAddress] });
      // No slot named (the spec's client has no slot step): the soonest one the storefront would offer now.
      const slot = body.slot === undefined ? nextSlot(now(), fulfilment) : findSlot(now(), fulfilment, body.slot);
      if (!slot) throw new ValidationError(ORDER_MESSAGES.slotGone, { slot: [ORDER_MESSAGES.slotGone] });
      assertAgeProof(named, eidId !== undefined, provenBefore);
      if (!cart.length) throw new ValidationError(ORDER_MESSAGES.emptyCart);

      // Priced from the catalog in memory; the stock is taken by the statement that writes the order (below), which
      // locks the sizes and answers their prices in the database, and any difference refuses the order: what is
      // charged is what the shop has. Taking stock at the end keeps the busiest rows locked for the shortest time.
      const lines: NewOrderLine[] = cart.map((item) => {
        const found = s.size(item.productId, item.priceVariationId);
        if (!found) throw new ConflictError(ORDER_MESSAGES.outOfStock('This product', 0));
        const unitFils = sizePriceFils(found.size);
        return {
          productId: item.productId,
          priceVariationId: item.priceVariationId,
          name: found.product.card.name,
          route: found.product.route,
          size: found.size.value,
          image: found.product.card.featured_img,
          unitFils,
          qty: item.qty,
          lineFils: unitFils * item.qty,
          isWine: s.isWine(found.product),
        };
      });
      const priced = priceOrder({
        lines: lines.map((l) => ({ unitFils: l.unitFils, qty: l.qty, isWine: l.isWine })),
        fulfilment,
      });
      // The order's figures are integer columns: an order past what they hold is one for the shop's staff, not a crash.
      if (priced.subtotalFils > MAX_INT_COLUMN) throw new ValidationError(ORDER_MESSAGES.tooLarge);
      let couponRule = null;
      let couponId: number | undefined;
      if (body.coupon) {
        const coupon = await tx.coupons.findByCode(body.coupon);
        const judged = judgeCoupon(
          coupon,
          coupon ? await tx.coupons.uses(coupon.id, userId) : { total: 0, mine: 0 },
          userId,
          priced.subtotalFils - priced.offerDiscountFils,
          now(),
        );
        if (!judged.ok) throw new ValidationError(judged.message, { coupon: [judged.message] });
        couponRule = judged.rule;
        couponId = coupon!.id;
      }
      const totals = priceOrder({
        lines: lines.map((l) => ({ unitFils: l.unitFils, qty: l.qty, isWine: l.isWine })),
        fulfilment,
        coupon: couponRule,
      });
      const placed = await tx.place(
        {
          userId,
          idempotencyKey: idempotency?.key ?? null,
          idempotencyHash: idempotency?.hash ?? null,
          state: 'placed',
          fulfilment,
          notes: body.notes || null,
          address: address
            ? {
                address_type: address.addressType,
                full_name: address.fullName,
                email: address.email,
                mobile: address.mobile,
                country: address.country,
                state: address.state,
                city: address.city,
                postal_code: address.postalCode,
                address_line1: address.addressLine1,
                address_line2: address.addressLine2,
              }
            : null,
          slotStart: slot.start,
          slotEnd: slot.end,
          payment: body.payment ?? body.payment_type ?? 'cash',
          customerName: customer.fullName,
          customerEmail: customer.email ?? '',
          customerMobile: customer.mobile,
          subtotalFils: totals.subtotalFils,
          offerDiscountFils: totals.offerDiscountFils,
          couponDiscountFils: totals.couponDiscountFils,
          shippingFils: totals.shippingFils,
          totalFils: totals.totalFils,
          vatFils: totals.vatFils,
          couponCode: couponRule ? body.coupon!.toUpperCase() : null,
          eidDocumentId: eidId ?? null,
          eidProvided: eidId !== undefined || provenBefore,
        },
        lines,
        cart,
      );
      if (!placed.cartUnchanged) throw new CartChanged();

      const { order, taken } = placed;
      const short = cart.find((item) => !taken.has(item.priceVariationId));
      if (short) {
        const name = s.size(short.productId, short.priceVariationId)?.product.card.name ?? 'This product';
        throw new ConflictError(ORDER_MESSAGES.outOfStock(htmlToText(name), await tx.stockOf(short.priceVariationId)));
      }
      const repriced = lines.some((line) => {
        const held = taken.get(line.priceVariationId!)!;
        return (
          displayedPrice({
            price: held.priceFils,
            offer_price: held.offerPriceFils,
            discount_price: held.discountPriceFils,
          }) !== line.unitFils
        );
      });
      if (repriced) throw new ConflictError(ORDER_MESSAGES.pricesChanged);
      if (couponId !== undefined) await tx.coupons.redeem(couponId, userId, order.id);
      return order;
    });
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
      return detailOf(await move(order, 'cancelled', 'Cancelled by the customer'));
    },

    /**
     * The order tooling (`npm run order:status`): moves any order along the allowed transitions and tells the customer.
     */
    async moveByStaff(ref: string, to: OrderState, note?: string): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref));
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      return detailOf(await move(order, to, note));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
