import {
  creditNoteNumber,
  filsToAed,
  htmlToText,
  returnDeadline,
  type OrderReturn,
  type Refund,
  type Returnable,
  type ReturnableLine,
  wineOfferByLine,
} from '@shop/shared';
import type { OrderLineRow, OrderRow } from './orders.repo.ts';
import type { RefundRow } from './refunds.repo.ts';
import type { ReturnLineRow, ReturnRow } from './returns.repo.ts';

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

/** Where a refund's credit note is read: under the customer's or the staff's calls. */
export type CreditNoteBase = (orderId: number) => string;
export const CUSTOMER_CREDIT_NOTES: CreditNoteBase = (orderId) => `/api/v1/auth/orders/${orderId}/credit-notes`;
export const STAFF_CREDIT_NOTES: CreditNoteBase = (orderId) => `/api/v1/staff/orders/${orderId}/credit-notes`;

/** A refund as the calls show it: its credit note once the money has gone back. */
export function presentRefund(row: RefundRow, base: CreditNoteBase): Refund {
  const issued = row.state === 'done';
  return {
    id: row.id,
    kind: row.kind as Refund['kind'],
    method: row.method as Refund['method'],
    state: row.state as Refund['state'],
    amount: filsToAed(row.amountFils),
    shipping: filsToAed(row.shippingFils),
    created_at: iso(row.createdAt)!,
    done_at: iso(row.doneAt),
    credit_note_number: issued ? creditNoteNumber(row.id) : null,
    credit_note_url: issued ? `${base(row.orderId)}/${row.id}` : null,
  };
}

/** A return with its lines named as the order names them. */
export function presentReturn(row: ReturnRow, lines: ReturnLineRow[], orderLines: OrderLineRow[]): OrderReturn {
  const own = lines.filter((l) => l.returnId === row.id);
  return {
    id: row.id,
    state: row.state as OrderReturn['state'],
    reason: row.reason as OrderReturn['reason'],
    note: row.note,
    staff_note: row.staffNote,
    requested_at: iso(row.requestedAt)!,
    decided_at: iso(row.decidedAt),
    received_at: iso(row.receivedAt),
    lines: own.map((l) => {
      const line = orderLines.find((o) => o.id === l.orderLineId);
      return {
        line_id: l.orderLineId,
        name: line ? htmlToText(line.name) : '',
        size: line?.size ?? '',
        qty: l.qty,
        amount: filsToAed(l.amountFils),
      };
    }),
    amount: filsToAed(own.reduce((sum, l) => sum + l.amountFils, 0)),
  };
}

/**
 * Each line as the return rules count it: what earlier returns hold of it, and its total after the wine offer (the
 * half-price bottles of a pair belong to the line they come from, as `priceOrder` charged them).
 */
export function returnableLines(lines: OrderLineRow[], held: Map<number, number>): Map<number, ReturnableLine> {
  const offer = wineOfferByLine(lines);
  return new Map(
    lines.map((line, i) => [
      line.id,
      { lineId: line.id, qty: line.qty, returnedQty: held.get(line.id) ?? 0, lineFils: line.lineFils - offer[i]! },
    ]),
  );
}

/** The goods an order's coupon was spread over (after the wine offer), and the coupon's amount. */
export const couponBase = (order: OrderRow) => ({
  goodsFils: order.subtotalFils - order.offerDiscountFils,
  couponFils: order.couponDiscountFils,
});

/**
 * Whether an order was sold and handed over, so that its goods may come back: delivered, or already returned or
 * refunded for an earlier return (never a cancelled order refunded).
 */
export function wasDelivered(order: OrderRow, deliveredAt: string | undefined, refunds: RefundRow[]): boolean {
  if (!deliveredAt || !['delivered', 'returned', 'refunded'].includes(order.state)) return false;
  return !refunds.some((r) => r.kind === 'cancellation');
}

/** What may still be returned, and until when; null when nothing may be. */
export function returnableOf(
  order: OrderRow,
  facts: {
    lines: OrderLineRow[];
    held: Map<number, number>;
    deliveredAt: string | undefined;
    returns: ReturnRow[];
    refunds: RefundRow[];
    now: Date;
  },
): Returnable {
  if (!wasDelivered(order, facts.deliveredAt, facts.refunds)) return null;
  const until = returnDeadline(new Date(facts.deliveredAt!));
  if (facts.now > until) return null;
  if (facts.returns.some((r) => r.state === 'requested' || r.state === 'approved')) return null;
  const left = facts.lines
    .map((l) => ({ line_id: l.id, name: htmlToText(l.name), size: l.size, qty: l.qty - (facts.held.get(l.id) ?? 0) }))
    .filter((l) => l.qty > 0);
  return left.length ? { until: until.toISOString(), lines: left } : null;
}
