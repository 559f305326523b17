import { statement, type SqlRunner, type SqlSession } from '../../db/sql-runner.ts';
import { type AddressCopy, addressCopySql } from '../addresses/index.ts';
import { type CartLine, cartLinesSql, cartTakingSql } from '../cart/index.ts';
import { STOCK_OF, stockTakingSql, type TakenSize } from '../catalog/index.ts';
import { couponsInOrder } from '../coupons/index.ts';
import { createCardStatements } from './card-statements.ts';
import { ORDER_COLUMNS } from './order-columns.ts';
import type { NewOrder, NewOrderLine, OrderRow } from './orders.repo.ts';

/*
 * The two statements every order makes (issue 24), as SQL: what it reads before it is priced, and the one that writes
 * it. The cart, the address and the stock are written by the modules owning those tables; each statement is one round
 * trip, kept prepared under its name, its text the same for every order (lists go in as arrays).
 */

/** What an order needs to know of its customer before it is priced (`checkoutFacts`). */
export interface CheckoutFacts {
  /** The upload the order names (`EidNaming`), when it is theirs. */
  eidId: number | undefined;
  /** Whether an order of theirs proved their age already (any not cancelled). */
  provenBefore: boolean;
  /** Their date of birth, `YYYY-MM-DD`; undefined for an account that never gave one (a Google sign-in). */
  dob: string | undefined;
  /** Staff blocked the account (issue 25): its sessions end at once, and an order already under way is refused. */
  blocked: boolean;
  /** The delivery address the order names, when it is one of theirs. */
  address: AddressCopy | undefined;
  /** The lines of their cart, oldest first. */
  cart: CartLine[];
}

/**
 * Which of the customer's Emirates ID uploads an order means: the one of that id; or their newest that no order has
 * used, made within the last `recentMinutes` (an upload named by its file's name, `namedEid`); or, with neither,
 * their newest.
 */
export interface EidNaming {
  id?: number;
  recentMinutes?: number;
}

const CHECKOUT_FACTS = statement(
  'checkout_facts',
  `
  select
    (select e.id from eid_documents e where e.user_id = :userId and e.id = case
      when :eidId::int is not null then :eidId::int
      when :eidRecentMinutes::int is not null then (select max(mine.id) from eid_documents mine where mine.user_id = :userId
        and mine.created_at >= now() - make_interval(mins => :eidRecentMinutes::int)
        and not exists (select 1 from orders used where used.eid_document_id = mine.id))
      else (select max(mine.id) from eid_documents mine where mine.user_id = :userId)
    end) as "eidId",
    exists (select 1 from orders o where o.user_id = :userId and o.eid_provided and o.state not in ('cancelled', 'refused'))
      as "provenBefore",
    (select u.dob::text from users u where u.id = :userId) as dob,
    (select u.blocked_at is not null from users u where u.id = :userId) as blocked,
    ${addressCopySql(':userId', ':addressId')} as address,
    ${cartLinesSql(':userId')} as cart`,
);

/**
 * An order as `place` writes it: every field given, null where it has no value (the statement names a parameter
 * for each).
 */
export type OrderToPlace = {
  [
    K in Exclude<keyof NewOrder, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt' | 'version' | 'refusalReason'>
  ]-?: Exclude<NewOrder[K], undefined>;
};

const takingCart = cartTakingSql(':userId', ':cartLineIds', ':cartLineQtys');
const takingStock = stockTakingSql('want');

/**
 * Writes an order with its lines and first event, takes the lines' stock and empties the cart lines it was priced
 * from. The order's id is drawn first, so the lines and the event can name it (their foreign keys are checked when
 * the statement ends), and its number is made from its id by the database.
 */
const PLACE_ORDER = statement(
  'order_place',
  `
  with
    ${takingCart.ctes.join(',\n    ')},
    line as (select * from unnest(:productIds::int[], :priceVariationIds::int[], :names::text[], :routes::text[], :sizes::text[],
        :images::text[], :unitFils::int[], :qtys::int[], :lineFils::int[], :isWine::bool[])
      with ordinality as l(product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine, n)),
    want as (select price_variation_id as id, product_id, qty from line),
    ${takingStock.ctes.join(',\n    ')},
    new_order as (select nextval(pg_get_serial_sequence('orders', 'id'))::int as id),
    written_lines as (
      insert into order_lines (order_id, product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine)
      select (select id from new_order), product_id, price_variation_id, name, route, size, image, unit_fils, qty, line_fils, is_wine
      from line order by n),
    first_event as (insert into order_events (order_id, state) values ((select id from new_order), :state))
  insert into orders (id, user_id, idempotency_key, idempotency_hash, state, fulfilment, address, notes, slot_start, slot_end, payment,
    customer_name, customer_email, customer_mobile, subtotal_fils, offer_discount_fils, coupon_discount_fils, shipping_fils, total_fils,
    vat_fils, coupon_code, eid_document_id, eid_provided)
  values ((select id from new_order), :userId, :idempotencyKey, :idempotencyHash, :state, :fulfilment, :address::jsonb, :notes, :slotStart,
    :slotEnd, :payment, :customerName, :customerEmail, :customerMobile, :subtotalFils, :offerDiscountFils, :couponDiscountFils,
    :shippingFils, :totalFils, :vatFils, :couponCode, :eidDocumentId, :eidProvided)
  returning ${ORDER_COLUMNS}, ${takingStock.answer} as taken, ${takingCart.answer} as "cartLinesTaken"`,
);

/**
 * What `place` did: the order it wrote, the sizes whose stock it took (at the database's prices), and whether it took
 * every cart line the order was priced from, as it was read.
 */
export interface PlacedOrder {
  order: OrderRow;
  taken: Map<number, TakenSize>;
  cartUnchanged: boolean;
}

/** The calls of an order's transaction. */
function inOrder(tx: SqlSession) {
  return {
    /**
     * Writes the order (`PLACE_ORDER`). The caller refuses it, and its transaction's rollback unwrites it, when a line
     * is missing from `taken` (too few left), when a price there differs from the line's, or when the cart changed
     * since it was read.
     */
    async place(order: OrderToPlace, lines: readonly NewOrderLine[], cart: readonly CartLine[]): Promise<PlacedOrder> {
      const [row] = await tx.rows<OrderRow & { taken: TakenSize[]; cartLinesTaken: number }>(PLACE_ORDER, {
        ...order,
        address: order.address === null ? null : JSON.stringify(order.address),
        productIds: lines.map((l) => l.productId),
        priceVariationIds: lines.map((l) => l.priceVariationId),
        names: lines.map((l) => l.name),
        routes: lines.map((l) => l.route ?? null),
        sizes: lines.map((l) => l.size),
        images: lines.map((l) => l.image),
        unitFils: lines.map((l) => l.unitFils),
        qtys: lines.map((l) => l.qty),
        lineFils: lines.map((l) => l.lineFils),
        isWine: lines.map((l) => l.isWine),
        cartLineIds: cart.map((l) => l.id),
        cartLineQtys: cart.map((l) => l.qty),
      });
      const { taken, cartLinesTaken, ...placed } = row!;
      return {
        order: placed,
        taken: new Map(taken.map((size) => [size.priceVariationId, size])),
        cartUnchanged: cartLinesTaken === cart.length,
      };
    },
    /** How many of a size are left now (to say so when an order wants more). */
    async stockOf(priceVariationId: number): Promise<number> {
      const [row] = await tx.rows<{ stock: number }>(STOCK_OF, { priceVariationId });
      return row?.stock ?? 0;
    },
    coupons: couponsInOrder(tx),
  };
}

export type OrderTransaction = ReturnType<typeof inOrder>;

/** The order path's statements on a runner: its own pool of connections on PostgreSQL (`openDatabase`). */
export function createOrderStatements(sql: SqlRunner) {
  return {
    /**
     * What an order needs to know of its customer, in one statement: their proof of age (the upload `eid` names,
     * which must be their own, and whether an earlier order proved it), the delivery address `addressId` names when
     * it is theirs, and their cart's lines. The order copies the address: a change to it afterwards does not touch it.
     */
    async checkoutFacts(userId: number, eid: EidNaming, addressId: number | undefined): Promise<CheckoutFacts> {
      const [row] = await sql.rows<{
        eidId: number | null;
        provenBefore: boolean;
        dob: string | null;
        blocked: boolean | null;
        address: AddressCopy | null;
        cart: CartLine[];
      }>(CHECKOUT_FACTS, {
        userId,
        eidId: eid.id ?? null,
        eidRecentMinutes: eid.recentMinutes ?? null,
        addressId: addressId ?? null,
      });
      return {
        eidId: row?.eidId ?? undefined,
        provenBefore: Boolean(row?.provenBefore),
        dob: row?.dob ?? undefined,
        blocked: Boolean(row?.blocked),
        address: row?.address ?? undefined,
        cart: row?.cart ?? [],
      };
    },

    /** Runs `work` in one transaction: every write commits or none does. */
    transaction<T>(work: (tx: OrderTransaction) => Promise<T>): Promise<T> {
      return sql.transaction((tx) => work(inOrder(tx)));
    },

    /** A card order's payment on its way: opened, read, settled as paid (`card-statements.ts`). */
    card: createCardStatements(sql),
  };
}

export type OrderStatements = ReturnType<typeof createOrderStatements>;
