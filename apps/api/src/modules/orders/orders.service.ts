import {
  canMoveOrder, CLIENT_ORDER_STATUS, displayedPrice, filsToAed, findSlot, formatAed, htmlToText, ORDER_MESSAGES, ORDER_STATE_LABELS, priceOrder,
  type MakeOrderBody, type OrderDetail, type OrderEvent, type OrderState, type OrderSummary, type OrderTrack, type Payment,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { assertOwnUser } from '../../lib/ownership.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { AccountContact } from '../auth/sessions.service.ts';
import { isWine, productSizeById, sizePriceFils } from '../catalog/catalog-lines.ts';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { judgeCoupon } from '../coupons/coupon-rules.ts';
import type { OrderPorts } from './order-ports.ts';
import type { NewOrderLine, OrderEventRow, OrderLineRow, OrderRow, OrdersRepo } from './orders.repo.ts';

export interface OrdersServiceDeps {
  repo: OrdersRepo;
  /** The order's writes across features (cart, stock, coupons), all or nothing (decision 008). */
  transaction: UnitOfWork<OrderPorts>;
  catalog: () => CatalogSnapshot;
  /** Tells every replica's catalog that stock changed, soon (orders come by the hundred; none waits for it). */
  announceStockChange: () => void;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
  publicBaseUrl: string;
  /** Runs placing an order ahead of other work waiting for a database connection (`withConnectionPriority`). */
  urgent?: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => Date;
}

/** Who orders: their account, and the name, e-mail and mobile the order records and its messages go to. */
export type Customer = AccountContact & { userId: number };

/** Times an order reads the cart when the cart keeps changing under it (another tab adding at the same moment). */
const CART_READS = 3;

/** The cart changed between the order's reading it and writing it: the order is priced again. */
class CartChanged extends Error {}

/** The order a make-order call gives back, and whether this call made it (a retry gets the first one). */
export interface Placed { order: OrderRow; created: boolean }

const asState = (state: string) => state as OrderState;
/** The largest value an integer column holds: ids, and amounts in fils. */
const MAX_INT_COLUMN = 2_147_483_647;

function presentEvents(rows: OrderEventRow[]): OrderEvent[] {
  return rows.map((e) => ({ state: asState(e.state), status: CLIENT_ORDER_STATUS[asState(e.state)], label: ORDER_STATE_LABELS[asState(e.state)], at: new Date(e.createdAt).toISOString() }));
}

function presentLines(lines: OrderLineRow[]): OrderSummary['order_details'] {
  return lines.map((l) => ({
    id: l.id, qty: l.qty, unit_price: filsToAed(l.unitFils), line_total: filsToAed(l.lineFils), size: l.size,
    products: { id: l.productId, route: l.route, name: l.name, featured_img: l.image },
  }));
}

function summary(order: OrderRow, lines: OrderLineRow[]): OrderSummary {
  const state = asState(order.state);
  return {
    id: order.id, order_number: order.orderNumber!, status: CLIENT_ORDER_STATUS[state], state, created_at: new Date(order.createdAt).toISOString(),
    total_amount: filsToAed(order.totalFils), order_details: presentLines(lines),
  };
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
  const { repo, transaction, catalog, notifier, urgent = (work) => work(), now = () => new Date() } = deps;

  function tell(order: OrderRow, subject: string, text: string): void {
    void notifier.send({ channel: 'email', to: order.customerEmail, subject, text, purpose: 'order' }).catch(deps.onDeliveryError);
    if (order.customerMobile) void notifier.send({ channel: 'sms', to: order.customerMobile, text, purpose: 'order' }).catch(deps.onDeliveryError);
  }

  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [lines, events] = await Promise.all([repo.linesOf([order.id]), repo.eventsOf(order.id)]);
    const address = order.address as OrderDetail['billing_address'];
    return {
      ...summary(order, lines),
      fulfilment: order.fulfilment as OrderDetail['fulfilment'], payment: order.payment as Payment,
      slot: { id: new Date(order.slotStart).toISOString(), start: new Date(order.slotStart).toISOString(), end: new Date(order.slotEnd).toISOString(), label: slotLabel(order) },
      notes: order.notes, subtotal: filsToAed(order.subtotalFils), offer_discount: filsToAed(order.offerDiscountFils), coupon_discount: filsToAed(order.couponDiscountFils),
      coupon: order.couponCode, shipping: filsToAed(order.shippingFils), vat: filsToAed(order.vatFils), eid_provided: order.eidProvided,
      can_cancel: canMoveOrder(asState(order.state), 'cancelled') && order.state === 'placed',
      user: { full_name: order.customerName, email: order.customerEmail }, billing_address: address ?? null, timeline: presentEvents(events),
    };
  }

  /** Moves an order, with what the move means: stock and coupon back on a cancel. */
  async function move(order: OrderRow, to: OrderState, note?: string): Promise<OrderRow> {
    if (!canMoveOrder(asState(order.state), to)) throw new ConflictError(to === 'cancelled' ? ORDER_MESSAGES.cannotCancel : `An order that is ${order.state} cannot become ${to}.`);
    const moved = await transaction(async (tx) => {
      if (!(await tx.orders.move(order.id, order.state, to, note))) return false;
      if (to === 'cancelled') {
        for (const line of await tx.orders.linesOf([order.id])) if (line.priceVariationId !== null) await tx.stock.give(line.priceVariationId, line.qty);
        await tx.coupons.release(order.id);
      }
      return true;
    });
    if (!moved) throw new ConflictError('The order changed meanwhile. Please reload it.');
    if (to === 'cancelled') deps.announceStockChange();
    const after = (await repo.find({ id: order.id }))!;
    tell(after, `Order ${after.orderNumber}: ${ORDER_STATE_LABELS[to]}`, `Your Cellar order ${after.orderNumber} is now: ${ORDER_STATE_LABELS[to].toLowerCase()}.`);
    return after;
  }

  /**
   * Places a new order from the cart (the first attempt of a request; `place` answers its retries). The cart is read
   * with the customer's other facts, then written into the order in one statement; should the cart change between
   * the two (another tab), the order is priced again from the cart as it is then.
   */
  async function placeNew(customer: Customer, body: MakeOrderBody, idempotencyKey: string | undefined): Promise<OrderRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await placeFromCart(customer, body, idempotencyKey);
      } catch (err) {
        if (!(err instanceof CartChanged)) throw err;
        if (attempt === CART_READS) throw new ConflictError(ORDER_MESSAGES.cartChanged);
      }
    }
  }

  async function placeFromCart(customer: Customer, body: MakeOrderBody, idempotencyKey: string | undefined): Promise<OrderRow> {
    // Its reads and writes go first when connections are scarce; what follows them (the announcement's refresh, the
    // messages) waits its turn like any other work.
    const order = await urgent(() => writeOrder(customer, body, idempotencyKey));
    // Every replica's catalog hears of the stock change; the customer need not wait for it.
    deps.announceStockChange();
    tell(order, `Your Cellar order ${order.orderNumber}`, `Thank you! Your Cellar order ${order.orderNumber} is placed: ${formatAed(filsToAed(order.totalFils))}, `
      + `${order.fulfilment === 'pickup' ? 'pickup at our store' : 'delivery'} ${slotLabel(order)}, paid ${order.payment} on ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}.`);
    return order;
  }

  /** The order written from the cart in one transaction, or a refusal (nothing written). */
  async function writeOrder(customer: Customer, body: MakeOrderBody, idempotencyKey: string | undefined): Promise<OrderRow> {
    const { userId } = customer;
    const fulfilment = body.fulfilment ?? body.shipping_type ?? 'delivery';
    const addressId = fulfilment === 'delivery' ? body.address_id ?? body.billing_address_id : undefined;
    // What the order needs to know besides its prices, read in one statement while its transaction starts: the cart,
    // the customer's proof of age (issue 9: a first order needs an Emirates ID; a named upload must be the customer's
    // own) and the address, which the order copies.
    const named = body.eid === undefined || body.eid === '' ? undefined : Number(body.eid);
    // A name that cannot be an upload's id (not a whole number in the id column's range) finds none.
    const namedId = named === undefined ? undefined : Number.isInteger(named) && named > 0 && named <= MAX_INT_COLUMN ? named : 0;
    const facts = repo.checkoutFacts(userId, namedId, addressId);
    facts.catch(() => {}); // awaited in the transaction; should that fail to start, its own failure is the answer
    // The transaction asks for its connection on the next turn of the event loop, when the read above is already in
    // the driver's queue: one that held a connection while its read waited behind it could wait for ever.
    await new Promise((resolve) => setImmediate(resolve));

    const s = catalog();
    return transaction(async (tx) => {
      // Any refusal below throws, so everything written so far (the order, its stock, a coupon use, the emptied cart)
      // is rolled back.
      const { cart, eid, provenBefore, address } = await facts;
      if (fulfilment === 'delivery' && !address) throw new ValidationError(ORDER_MESSAGES.needsAddress, { address_id: [ORDER_MESSAGES.needsAddress] });
      if (body.slot === undefined) throw new ValidationError(ORDER_MESSAGES.needsSlot, { slot: [ORDER_MESSAGES.needsSlot] });
      const slot = findSlot(now(), fulfilment, body.slot);
      if (!slot) throw new ValidationError(ORDER_MESSAGES.slotGone, { slot: [ORDER_MESSAGES.slotGone] });
      if (named !== undefined && !eid) throw new ValidationError(ORDER_MESSAGES.needsEid, { eid: [ORDER_MESSAGES.needsEid] });
      if (!eid && !provenBefore) throw new ValidationError(ORDER_MESSAGES.needsEid, { eid: [ORDER_MESSAGES.needsEid] });
      if (!cart.length) throw new ValidationError(ORDER_MESSAGES.emptyCart);

      // Priced from the catalog in memory; the stock is taken by the statement that writes the order (below), which
      // locks the sizes and answers their prices in the database, and any difference refuses the order: what is
      // charged is what the shop has. Taking stock at the end keeps the busiest rows locked for the shortest time.
      const lines: NewOrderLine[] = cart.map((item) => {
        const found = productSizeById(s, item.productId, item.priceVariationId);
        if (!found) throw new ConflictError(ORDER_MESSAGES.outOfStock('This product', 0));
        const unitFils = sizePriceFils(found.size);
        return {
          productId: item.productId, priceVariationId: item.priceVariationId, name: found.product.card.name, route: found.product.route,
          size: found.size.value, image: found.product.card.featured_img, unitFils, qty: item.qty, lineFils: unitFils * item.qty,
          isWine: isWine(s, found.product),
        };
      });
      const priced = priceOrder({ lines: lines.map((l) => ({ unitFils: l.unitFils, qty: l.qty, isWine: l.isWine })), fulfilment });
      // The order's figures are integer columns: an order past what they hold is one for the shop's staff, not a crash.
      if (priced.subtotalFils > MAX_INT_COLUMN) throw new ValidationError(ORDER_MESSAGES.tooLarge);
      let couponRule = null;
      let couponId: number | undefined;
      if (body.coupon) {
        const coupon = await tx.coupons.findByCode(body.coupon, true);
        const judged = judgeCoupon(coupon, coupon ? await tx.coupons.uses(coupon.id, userId) : { total: 0, mine: 0 }, userId, priced.subtotalFils - priced.offerDiscountFils, now());
        if (!judged.ok) throw new ValidationError(judged.message, { coupon: [judged.message] });
        couponRule = judged.rule;
        couponId = coupon!.id;
      }
      const totals = priceOrder({ lines: lines.map((l) => ({ unitFils: l.unitFils, qty: l.qty, isWine: l.isWine })), fulfilment, coupon: couponRule });
      const placed = await tx.orders.place({
        userId, idempotencyKey: idempotencyKey ?? null, state: 'placed', fulfilment, notes: body.notes || null,
        address: address ? {
          address_type: address.addressType, full_name: address.fullName, email: address.email, mobile: address.mobile, country: address.country,
          state: address.state, city: address.city, postal_code: address.postalCode, address_line1: address.addressLine1, address_line2: address.addressLine2,
        } : null,
        slotStart: slot.start, slotEnd: slot.end, payment: body.payment ?? body.payment_type ?? 'cash',
        customerName: customer.fullName, customerEmail: customer.email, customerMobile: customer.mobile,
        subtotalFils: totals.subtotalFils, offerDiscountFils: totals.offerDiscountFils, couponDiscountFils: totals.couponDiscountFils,
        shippingFils: totals.shippingFils, totalFils: totals.totalFils, vatFils: totals.vatFils,
        couponCode: couponRule ? body.coupon!.toUpperCase() : null, eidDocumentId: eid?.id ?? null, eidProvided: Boolean(eid) || provenBefore,
      }, lines, cart);
      if (!placed.cartUnchanged) throw new CartChanged();

      const { order, taken } = placed;
      const short = cart.find((item) => !taken.has(item.priceVariationId));
      if (short) {
        const name = productSizeById(s, short.productId, short.priceVariationId)?.product.card.name ?? 'This product';
        throw new ConflictError(ORDER_MESSAGES.outOfStock(htmlToText(name), await tx.stock.stockOf(short.priceVariationId)));
      }
      const repriced = lines.some((line) => {
        const held = taken.get(line.priceVariationId!)!;
        return displayedPrice({ price: held.priceFils, offer_price: held.offerPriceFils, discount_price: held.discountPriceFils }) !== line.unitFils;
      });
      if (repriced) throw new ConflictError(ORDER_MESSAGES.pricesChanged);
      if (couponId !== undefined) await tx.coupons.redeem(couponId, userId, order.id);
      return order;
    });
  }

  return {
    /**
     * `POST /auth/make-order`. A request that names an order already placed with its `Idempotency-Key` answers that
     * order. It is looked up only when placing fails, which is how a retry fails: its cart was emptied by the first
     * order, or holds new lines whose order meets the first one's key, or something it names has changed since.
     * Every first attempt is spared the query.
     */
    async place(customer: Customer, body: MakeOrderBody, idempotencyKey: string | undefined): Promise<Placed> {
      assertOwnUser(customer.userId, body.user_id);
      try {
        return { order: await placeNew(customer, body, idempotencyKey), created: true };
      } catch (err) {
        const first = idempotencyKey ? await repo.findByIdempotencyKey(customer.userId, idempotencyKey) : undefined;
        if (first) return { order: first, created: false };
        throw err;
      }
    },

    /** Where the spec's client goes after placing an order (it replaces the page with the answer). */
    nextUrl(order: OrderRow): string {
      return `${deps.publicBaseUrl}/checkout?status=success&order=${encodeURIComponent(order.orderNumber!)}`;
    },

    async list(userId: number, claimed: number): Promise<OrderSummary[]> {
      assertOwnUser(userId, claimed);
      const all = await repo.listFor(userId);
      const lines = await repo.linesOf(all.map((o) => o.id));
      return all.map((o) => summary(o, lines.filter((l) => l.orderId === o.id)));
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
      return { order_number: order.orderNumber!, status: CLIENT_ORDER_STATUS[state], state, timeline: presentEvents(await repo.eventsOf(order.id)) };
    },

    /** A customer cancels their own order while it is only placed. */
    async cancel(userId: number, ref: string): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref), userId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      if (order.state !== 'placed') throw new ConflictError(ORDER_MESSAGES.cannotCancel);
      return detailOf(await move(order, 'cancelled', 'Cancelled by the customer'));
    },

    /** The order tooling (`npm run order:status`): moves any order along the allowed transitions and tells the customer. */
    async moveByStaff(ref: string, to: OrderState, note?: string): Promise<OrderDetail> {
      const order = await repo.find(orderRef(ref));
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      return detailOf(await move(order, to, note));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** Made once: a formatter is costly to create, and every order's messages and pages show its slot. */
const DUBAI_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short' });
const DUBAI_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hour12: false });

function slotLabel(order: OrderRow): string {
  const start = new Date(order.slotStart);
  const end = new Date(order.slotEnd);
  return `${DUBAI_DAY.format(start)}, ${DUBAI_TIME.format(start)}–${DUBAI_TIME.format(end)}`;
}
