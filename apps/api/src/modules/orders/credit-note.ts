import {
  creditNoteNumber,
  filsToAed,
  formatAed,
  htmlToText,
  includedVat,
  REFUND_METHOD_LABELS,
  RETURN_MESSAGES,
  VAT_PERCENT,
  type RefundMethod,
} from '@shop/shared';
import { NotFoundError } from '../../lib/errors.ts';
import * as layout from './document-layout.ts';
import type { OrderRow, OrdersRepo } from './orders.repo.ts';
import type { RefundsRepo } from './refunds.repo.ts';
import type { ReturnsRepo } from './returns.repo.ts';
import type { Seller } from './seller.ts';

/** What a credit note says: the refund, the order it credits, and the lines it takes back. */
export interface CreditNote {
  number: string;
  issuedAt: string;
  order: OrderRow;
  method: RefundMethod;
  /** The goods credited: a return's lines, or one line for a whole cancelled order. */
  lines: Array<{ name: string; size: string; qty: number; amountFils: number }>;
  shippingFils: number;
  totalFils: number;
}

/** A done refund of the order, as its credit note; 404 for another order's refund or one not yet done. */
export async function creditNoteOf(
  deps: { repo: OrdersRepo; returns: ReturnsRepo; refunds: RefundsRepo },
  order: OrderRow,
  refundId: number,
): Promise<CreditNote> {
  const refund = (await deps.refunds.ofOrder(order.id)).find((r) => r.id === refundId);
  if (!refund) throw new NotFoundError('This order has no refund with that id.');
  if (refund.state !== 'done') throw new NotFoundError(RETURN_MESSAGES.noCreditNote);
  const goodsFils = refund.amountFils - refund.shippingFils;
  let lines: CreditNote['lines'] = [];
  if (refund.returnId !== null) {
    const [returned, orderLines] = await Promise.all([
      deps.returns.linesOf([refund.returnId]),
      deps.repo.linesOf([order.id]),
    ]);
    lines = returned.map((l) => {
      const line = orderLines.find((o) => o.id === l.orderLineId);
      return { name: htmlToText(line?.name ?? ''), size: line?.size ?? '', qty: l.qty, amountFils: l.amountFils };
    });
  } else if (goodsFils > 0) lines = [{ name: 'Order cancelled: all goods', size: '', qty: 1, amountFils: goodsFils }];
  return {
    number: creditNoteNumber(refund.id),
    issuedAt: refund.doneAt ?? refund.createdAt,
    order,
    method: refund.method as RefundMethod,
    lines,
    shippingFils: refund.shippingFils,
    totalFils: refund.amountFils,
  };
}

/**
 * A tax credit note (UAE VAT: it names the supplier with its TRN, its own number and date, and the tax invoice it
 * corrects) as PDF bytes, in the invoice's layout: what was credited, the net, the VAT and the total.
 */
export function renderCreditNote(note: CreditNote, seller: Seller, options: { compress?: boolean } = {}) {
  const { order } = note;
  const { doc, done } = layout.openDocument(`Tax credit note ${note.number}`, seller, options.compress);
  const aed = (fils: number) => formatAed(filsToAed(fils));

  layout.drawSeller(doc, 'TAX CREDIT NOTE', seller);
  layout.drawFacts(
    doc,
    [
      ['Credit note number', note.number],
      ['Credit note date', layout.shopDate(note.issuedAt)],
      ['Original invoice', order.orderNumber!],
      ['Invoice date', layout.shopDate(order.createdAt)],
      ['Refunded', REFUND_METHOD_LABELS[note.method]],
    ],
    330,
  );

  const y = 185;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(layout.INK).text('Credit to', layout.LEFT, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(order.customerName, layout.LEFT, y + 15)
    .text(order.customerEmail);

  let lineY = layout.drawLinesHead(doc, 250);
  for (const line of note.lines)
    lineY = layout.drawLine(doc, lineY, {
      name: line.name,
      size: line.size,
      qty: String(line.qty),
      unit: aed(Math.round(line.amountFils / line.qty)),
      amount: aed(line.amountFils),
    });
  if (note.shippingFils > 0)
    lineY = layout.drawLine(doc, lineY, {
      name: 'Delivery charge',
      size: '',
      qty: '1',
      unit: aed(note.shippingFils),
      amount: aed(note.shippingFils),
    });

  const vat = includedVat(note.totalFils);
  const totals = layout.totalsColumn(doc, lineY + 10);
  totals.row('Net (excluding VAT)', aed(note.totalFils - vat));
  totals.row(`VAT at ${VAT_PERCENT}%`, aed(vat));
  totals.rule();
  totals.row('Total credited (AED)', aed(note.totalFils), true);

  layout.drawFootnote(
    doc,
    `This credit note reduces tax invoice ${order.orderNumber} by the amounts above, UAE VAT at ${VAT_PERCENT}% included. ${seller.legalName}.`,
  );
  doc.end();
  return done;
}
