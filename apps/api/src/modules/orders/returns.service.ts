import {
  htmlToText,
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  returnDeadline,
  returnLineFils,
  type ReturnRequestBody,
  type ReturnRequestResponse,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { OrderPorts } from './order-ports.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';
import type { RefundsRepo } from './refunds.repo.ts';
import type { ReturnsRepo } from './returns.repo.ts';
import { creditNoteOf } from './credit-note.ts';
import { couponBase, presentReturn, returnableLines, wasDelivered } from './returns-presenting.ts';

export interface ReturnsDeps {
  repo: OrdersRepo;
  returns: ReturnsRepo;
  refunds: RefundsRepo;
  transaction: UnitOfWork<OrderPorts>;
  tell: (order: OrderRow, subject: string, text: string) => void;
  now: () => Date;
}

const lineError = (message: string) => new ValidationError(message, { lines: [message] });

/**
 * A customer's return request (decision 028): unopened items of a delivered order, within `RETURN_WINDOW_DAYS` of
 * its delivery, one return in progress at a time, never more units than were bought and not yet returned. Each line's
 * refund is fixed now by the shared rule (`returnLineFils`), from the order's own prices.
 */
export function createReturns({ repo, returns, refunds, transaction, tell, now }: ReturnsDeps) {
  return {
    /** A done refund of the order, as its credit note says it (404 otherwise). */
    creditNote: (order: OrderRow, refundId: number) => creditNoteOf({ repo, returns, refunds }, order, refundId),

    async request(userId: number, ref: { id?: number; number?: string }, body: ReturnRequestBody) {
      const order = await repo.find(ref, userId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const [lines, held, deliveredAt, open, refundRows] = await Promise.all([
        repo.linesOf([order.id]),
        returns.heldQty(order.id),
        returns.deliveredAt(order.id),
        returns.ofOrder(order.id),
        refunds.ofOrder(order.id),
      ]);
      if (!wasDelivered(order, deliveredAt, refundRows)) throw new ConflictError(RETURN_MESSAGES.notDelivered);
      if (now() > returnDeadline(new Date(deliveredAt!))) throw new ConflictError(RETURN_MESSAGES.windowClosed);
      if (open.some((r) => r.state === 'requested' || r.state === 'approved'))
        throw new ConflictError(RETURN_MESSAGES.alreadyOpen);
      if (body.reason === 'changed_mind' && body.unopened !== true)
        throw new ValidationError(RETURN_MESSAGES.unopened, { unopened: [RETURN_MESSAGES.unopened] });

      // The same line named twice counts once, with its quantities added.
      const counted = returnableLines(lines, held);
      const asked = new Map<number, number>();
      for (const l of body.lines) asked.set(l.line_id, (asked.get(l.line_id) ?? 0) + l.qty);
      const chosen = [...asked].map(([lineId, qty]) => {
        const line = lines.find((l) => l.id === lineId);
        if (!line) throw lineError(RETURN_MESSAGES.unknownLine);
        const left = line.qty - (held.get(line.id) ?? 0);
        if (qty > left) throw lineError(RETURN_MESSAGES.tooMany(htmlToText(line.name), left));
        const amountFils = returnLineFils(counted.get(line.id)!, qty, couponBase(order));
        return { orderLineId: line.id, qty, amountFils };
      });

      const row = await transaction((tx) =>
        tx.returns.open(order.id, { reason: body.reason, note: body.note || null }, chosen),
      );
      // Another request for this order opened first (two tabs at once).
      if (!row) throw new ConflictError(RETURN_MESSAGES.alreadyOpen);
      const answer = presentReturn(row, await returns.linesOf([row.id]), lines);
      tell(
        order,
        `Order ${order.orderNumber}: return requested`,
        `We have your request to return ${answer.lines.map((l) => `${l.qty} × ${l.name}`).join(', ')} from your ` +
          `Cellar order ${order.orderNumber} (${RETURN_REASON_LABELS[body.reason].toLowerCase()}). ` +
          'We will let you know once it is approved.',
      );
      const response: ReturnRequestResponse = { status: 201, message: RETURN_MESSAGES.requested, return: answer };
      return response;
    },
  };
}

export type Returns = ReturnType<typeof createReturns>;
