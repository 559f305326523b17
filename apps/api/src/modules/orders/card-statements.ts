import { statement, type SqlRunner } from '../../db/sql-runner.ts';
import type { GatewayWord, OrderPaymentRow } from './order-payments.repo.ts';
import { ORDER_COLUMNS } from './order-columns.ts';
import type { OrderRow } from './orders.repo.ts';

/*
 * The statements a card order makes on its way (decision 027), as SQL: the payment kept once the gateway answers, read
 * by the customer's return and by each webhook, and settled as paid with its order placed. Each is one round trip,
 * prepared under its name, as the order's own statements are (`order-statements.ts`). A payment that fails or expires
 * gives back stock, coupon and cart, and goes through the orders' transaction instead (`card-payments.ts`).
 */

/** A payment's columns as `OrderPaymentRow` names them (timestamps as PostgreSQL writes them). */
const PAYMENT_COLUMNS = `p.id, p.order_id as "orderId", p.provider, p.reference, p.redirect_url as "redirectUrl", p.state,
  p.gateway_state as "gatewayState", p.amount_fils as "amountFils", p.captured_fils as "capturedFils",
  p.refunded_fils as "refundedFils", p.hold_until::text as "holdUntil", p.checked_at::text as "checkedAt",
  p.settled_at::text as "settledAt", p.created_at::text as "createdAt", p.updated_at::text as "updatedAt"`;

const OPEN_PAYMENT = statement(
  'card_payment_open',
  `
  insert into order_payments (order_id, provider, amount_fils, hold_until, reference, redirect_url, gateway_state)
  values (:orderId, :provider, :amountFils, now() + make_interval(mins => :holdMinutes::int), :reference, :redirectUrl,
    :gatewayState)`,
);

const PAYMENT_OF_ORDER = statement(
  'card_payment_of_order',
  `select ${PAYMENT_COLUMNS} from order_payments p where p.order_id = :orderId`,
);

const PAYMENT_BY_REFERENCE = statement(
  'card_payment_by_reference',
  `select ${PAYMENT_COLUMNS} from order_payments p where p.provider = :provider and p.reference = :reference`,
);

const PAYMENT_OF_ORDER_NUMBER = statement(
  'card_payment_of_order_number',
  `
  select ${PAYMENT_COLUMNS}, o.order_number as "orderNumber"
  from orders o join order_payments p on p.order_id = o.id
  where o.order_number = :orderNumber`,
);

/**
 * Settles a pending payment as paid and places its order, with the order's event, in one statement: atomic by itself,
 * and the conditional updates let one caller of several settle it. No row when the payment was no longer pending; a
 * row of nulls when it was settled here but its order was no longer awaiting payment.
 */
const SETTLE_PAID = statement(
  'card_settle_paid',
  `
  with
    settled as (
      update order_payments set state = 'paid', gateway_state = :gatewayState, captured_fils = :capturedFils,
        refunded_fils = :refundedFils, settled_at = now(), updated_at = now()
      where id = :paymentId and state = 'pending'
      returning order_id),
    moved as (
      update orders set state = 'placed', version = version + 1, updated_at = now()
      where id = (select order_id from settled) and state = 'awaiting_payment'
      returning ${ORDER_COLUMNS}),
    event as (insert into order_events (order_id, state, note) select id, 'placed', :note::text from moved)
  select moved.* from settled left join moved on true`,
);

/** The card path's statements on the orders' runner. */
export function createCardStatements(sql: SqlRunner) {
  const one = async <R>(rows: Promise<R[]>) => (await rows)[0];
  return {
    /** Keeps the payment the gateway has just opened for an order: pending, held for `holdMinutes` from now. */
    async open(
      orderId: number,
      { provider, amountFils, holdMinutes }: { provider: string; amountFils: number; holdMinutes: number },
      created: { reference: string; redirectUrl: string; gatewayState?: string },
    ): Promise<void> {
      await sql.rows(OPEN_PAYMENT, {
        orderId,
        provider,
        amountFils,
        holdMinutes,
        reference: created.reference,
        redirectUrl: created.redirectUrl,
        gatewayState: created.gatewayState ?? null,
      });
    },

    ofOrder: (orderId: number) => one(sql.rows<OrderPaymentRow>(PAYMENT_OF_ORDER, { orderId })),

    byReference: (provider: string, reference: string) =>
      one(sql.rows<OrderPaymentRow>(PAYMENT_BY_REFERENCE, { provider, reference })),

    /** The payment of the order of that number, with the number: the customer's return names only the order. */
    ofOrderNumber: (orderNumber: string) =>
      one(sql.rows<OrderPaymentRow & { orderNumber: string }>(PAYMENT_OF_ORDER_NUMBER, { orderNumber })),

    /**
     * Settles a pending payment as paid and places its order: `settled` for the one caller whose update found it
     * pending, with the order as placed (none when the order had moved otherwise).
     */
    async settlePaid(
      paymentId: number,
      word: GatewayWord,
      note: string,
    ): Promise<{ settled: boolean; order?: OrderRow }> {
      const [row] = await sql.rows<OrderRow | { id: null }>(SETTLE_PAID, {
        paymentId,
        gatewayState: word.gatewayState ?? null,
        capturedFils: word.capturedFils,
        refundedFils: word.refundedFils,
        note,
      });
      if (!row) return { settled: false };
      return { settled: true, order: row.id === null ? undefined : (row as OrderRow) };
    },
  };
}

export type CardStatements = ReturnType<typeof createCardStatements>;
