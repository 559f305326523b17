import { canMoveOrder, filsToAed, shopToday, type OrderDetail, type Payment } from '@shop/shared';
import type { AgeChecksRepo } from './age-checks.repo.ts';
import { asState, presentEvents, slotLabel, summary } from './order-presenting.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';
import type { RefundsRepo } from './refunds.repo.ts';
import type { ReturnsRepo } from './returns.repo.ts';
import {
  CUSTOMER_CREDIT_NOTES,
  presentRefund,
  presentReturn,
  returnableOf,
  type CreditNoteBase,
} from './returns-presenting.ts';

export interface OrderDetailDeps {
  repo: OrdersRepo;
  ages: AgeChecksRepo;
  returns: ReturnsRepo;
  refunds: RefundsRepo;
  now: () => Date;
}

/**
 * One order as its customer (and, with more, staff) reads it: prices, slot, timeline, proof of age, and what may be
 * returned, its returns and refunds with their credit notes (decision 028).
 */
export function createOrderDetail({ repo, ages, returns, refunds, now }: OrderDetailDeps) {
  return async function detailOf(order: OrderRow, creditNotes: CreditNoteBase = CUSTOMER_CREDIT_NOTES) {
    // Only a placed order waits for the buyer's proof of age (and only while its account exists to ask).
    const waitsForAge = order.state === 'placed' && order.userId !== null;
    const [lines, events, ageProof, returnRows, refundRows, held, deliveredAt] = await Promise.all([
      repo.linesOf([order.id]),
      repo.eventsOf(order.id),
      waitsForAge ? ages.proofOf(order.userId!, shopToday(now())) : null,
      returns.ofOrder(order.id),
      refunds.ofOrder(order.id),
      returns.heldQty(order.id),
      returns.deliveredAt(order.id),
    ]);
    const returnLines = await returns.linesOf(returnRows.map((r) => r.id));
    const address = order.address as OrderDetail['billing_address'];
    const detail: OrderDetail = {
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
      returnable: returnableOf(order, {
        lines,
        held,
        deliveredAt,
        returns: returnRows,
        refunds: refundRows,
        now: now(),
      }),
      returns: returnRows.map((r) => presentReturn(r, returnLines, lines)),
      refunds: refundRows.map((r) => presentRefund(r, creditNotes)),
    };
    return detail;
  };
}
