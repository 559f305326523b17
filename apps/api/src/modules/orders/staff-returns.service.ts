import {
  filsToAed,
  formatAed,
  isShopError,
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  type ReturnReason,
  type StaffReceiveReturnBody,
  type StaffReturnDecisionBody,
  type StaffReturnList,
  type StaffReturnQuery,
  type StaffReturnResult,
} from '@shop/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { StaffActor } from '../staff/index.ts';
import type { OrderPorts } from './order-ports.ts';
import type { Refunds } from './refunds.ts';
import type { RefundRow } from './refunds.repo.ts';
import type { ReturnRow } from './returns.repo.ts';
import { presentRefund, presentReturn, STAFF_CREDIT_NOTES } from './returns-presenting.ts';
import type { ReturnsDeps } from './returns.service.ts';

export interface StaffReturnsDeps extends ReturnsDeps {
  refundsFlow: Refunds;
  announceStockChange: () => void;
}

const iso = (at: string | undefined) => (at ? new Date(at).toISOString() : null);

/**
 * The back office's returns (decision 028): the list, the decision (approve, or refuse with a reason the customer
 * reads), and the receipt of the goods, which restocks them and refunds them in the transaction that moves the order
 * to `returned`; a card refund then goes through the gateway, a cash or bank transfer one is recorded done at once.
 */
export function createStaffReturns(deps: StaffReturnsDeps) {
  const { repo, returns, refunds, transaction, tell } = deps;

  async function found(id: number): Promise<ReturnRow> {
    const row = await returns.byId(id);
    if (!row) throw new NotFoundError('No return has this id.');
    return row;
  }

  async function result(message: string, returnId: number): Promise<StaffReturnResult> {
    const row = (await returns.byId(returnId))!;
    const [lines, orderLines, refundRows] = await Promise.all([
      returns.linesOf([row.id]),
      repo.linesOf([row.orderId]),
      refunds.ofOrder(row.orderId),
    ]);
    return {
      message,
      return: presentReturn(row, lines, orderLines),
      refunds: refundRows.map((r) => presentRefund(r, STAFF_CREDIT_NOTES)),
    };
  }

  /**
   * In the receipt's transaction: the order's refund, and the order moved to returned (then refunded if paid back).
   * `leased` says whether the receipt took a card refund's first attempt (`leaseFirst`), to ask the gateway once this
   * commits; a card refund it did not lease waits for an earlier one of the order, and the job runs it after that.
   */
  async function writeRefund(
    tx: OrderPorts,
    ret: ReturnRow,
    body: StaffReceiveReturnBody,
    online: boolean,
  ): Promise<{ refund: RefundRow; leased: boolean } | undefined> {
    const order = (await tx.orders.find({ id: ret.orderId }))!;
    const lines = await tx.returns.linesOf([ret.id]);
    if (body.restock) {
      const orderLines = await tx.orders.linesOf([order.id]);
      for (const l of lines) {
        const sizeId = orderLines.find((o) => o.id === l.orderLineId)?.priceVariationId;
        if (sizeId) await tx.stock.give(sizeId, l.qty);
      }
    }
    // The delivery charge goes back at most once per order, however many returns it has.
    const shippingBack = (await tx.refunds.ofOrder(order.id)).some((r) => r.shippingFils > 0);
    const withShipping = (body.refund_shipping ?? isShopError(ret.reason as ReturnReason)) && !shippingBack;
    const shippingFils = withShipping ? order.shippingFils : 0;
    const amountFils = lines.reduce((sum, l) => sum + l.amountFils, 0) + shippingFils;
    if (!(await tx.orders.move(order.id, order.state, 'returned', { note: `Return ${ret.id} received` })))
      throw new ConflictError(ORDER_MESSAGES.changedMeanwhile(order.state));
    if (amountFils <= 0) return undefined;
    const refund = (await tx.refunds.open({
      orderId: order.id,
      kind: 'return',
      returnId: ret.id,
      method: body.refund_method,
      state: online ? 'pending' : 'done',
      amountFils,
      shippingFils,
    }))!;
    if (!online) {
      // Paid back in hand: recorded done now, and the settled cash payment shows what went back.
      const payment = await tx.payments.ofOrder(order.id);
      if (payment?.provider === 'cod')
        await tx.payments.record(payment.id, {
          gatewayState: payment.gatewayState ?? undefined,
          capturedFils: payment.capturedFils,
          refundedFils: Math.min(payment.capturedFils, payment.refundedFils + amountFils),
        });
      await deps.refundsFlow.markRefunded(tx, refund);
      return { refund, leased: false };
    }
    const leased = await deps.refundsFlow.leaseFirst(tx, refund);
    return { refund: leased ?? refund, leased: leased !== undefined };
  }

  return {
    async list(query: StaffReturnQuery): Promise<StaffReturnList> {
      const { rows, counts } = await returns.page(query.state, query.page, query.limit);
      const ids = rows.map((r) => r.ret.id);
      const orderIds = [...new Set(rows.map((r) => r.ret.orderId))];
      const [lines, orderLines, delivered] = await Promise.all([
        returns.linesOf(ids),
        repo.linesOf(orderIds),
        Promise.all(orderIds.map(async (id) => [id, await returns.deliveredAt(id)] as const)),
      ]);
      const total = query.state ? (counts.get(query.state) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
      return {
        returns: rows.map((r) => ({
          ...presentReturn(r.ret, lines, orderLines),
          order_id: r.ret.orderId,
          order_number: r.orderNumber!,
          customer_name: r.customerName,
          customer_email: r.customerEmail,
          payment: r.payment as 'cash' | 'card' | 'online',
          delivered_at: iso(delivered.find(([id]) => id === r.ret.orderId)?.[1]),
        })),
        total,
        page: query.page,
        pages: Math.max(1, Math.ceil(total / query.limit)),
        counts: {
          requested: counts.get('requested') ?? 0,
          approved: counts.get('approved') ?? 0,
          refused: counts.get('refused') ?? 0,
          received: counts.get('received') ?? 0,
        },
      };
    },

    async decide(actor: StaffActor, id: number, body: StaffReturnDecisionBody): Promise<StaffReturnResult> {
      const ret = await found(id);
      if (ret.state !== 'requested') throw new ConflictError(RETURN_MESSAGES.notRequested(ret.state));
      const note = body.note || null;
      const decided = await transaction(async (tx) => {
        const row = await tx.returns.decide(id, body.decision, actor.staffId, note);
        if (!row) return undefined;
        await tx.audit.record(actor, {
          action: body.decision === 'approved' ? 'return.approve' : 'return.refuse',
          entity: 'return',
          entityId: id,
          before: { state: 'requested' },
          after: { state: row.state, order_id: row.orderId, ...(note && { note }) },
        });
        return row;
      });
      if (!decided) throw new ConflictError(RETURN_MESSAGES.notRequested((await found(id)).state));
      const order = (await repo.find({ id: ret.orderId }))!;
      tell(
        order,
        `Order ${order.orderNumber}: return ${body.decision}`,
        body.decision === 'approved'
          ? `Your return for Cellar order ${order.orderNumber} is approved. We will collect the items, or bring ` +
              'them to our store; your refund follows once we have them.'
          : `We cannot accept your return for Cellar order ${order.orderNumber}: ${note}`,
      );
      return result(body.decision === 'approved' ? RETURN_MESSAGES.approved : RETURN_MESSAGES.refused, id);
    },

    async receive(actor: StaffActor, id: number, body: StaffReceiveReturnBody): Promise<StaffReturnResult> {
      const ret = await found(id);
      if (ret.state !== 'approved') throw new ConflictError(RETURN_MESSAGES.notApproved(ret.state));
      const order = (await repo.find({ id: ret.orderId }))!;
      const online = order.payment === 'online';
      if (body.refund_method === 'card' && !online)
        throw new ValidationError(RETURN_MESSAGES.cardNeedsOnlinePayment, {
          refund_method: [RETURN_MESSAGES.cardNeedsOnlinePayment],
        });
      if (online && body.refund_method !== 'card')
        throw new ValidationError(RETURN_MESSAGES.onlinePaymentGoesToCard, {
          refund_method: [RETURN_MESSAGES.onlinePaymentGoesToCard],
        });
      const written = await transaction(async (tx) => {
        const row = await tx.returns.receive(id, actor.staffId, body.note || null);
        if (!row) throw new ConflictError(RETURN_MESSAGES.notApproved((await tx.returns.byId(id))!.state));
        const made = await writeRefund(tx, row, body, online);
        const refund = made?.refund;
        await tx.audit.record(actor, {
          action: 'return.receive',
          entity: 'return',
          entityId: id,
          before: { state: 'approved' },
          after: {
            state: 'received',
            order_id: row.orderId,
            restock: body.restock,
            refund: refund && { id: refund.id, method: refund.method, amount_fils: refund.amountFils },
          },
        });
        return made;
      });
      const refund = written?.refund;
      if (body.restock) deps.announceStockChange();
      tell(
        order,
        `Order ${order.orderNumber}: return received`,
        `We have received the items you returned from Cellar order ${order.orderNumber}` +
          (refund ? `: ${formatAed(filsToAed(refund.amountFils))} is being refunded.` : '.'),
      );
      if (written?.leased) await deps.refundsFlow.runLeased(written.refund.id);
      else if (refund && refund.method !== 'card') deps.refundsFlow.tellRefunded(order, refund);
      return result(RETURN_MESSAGES.received, id);
    },
  };
}

export type StaffReturns = ReturnType<typeof createStaffReturns>;
