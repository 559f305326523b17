import { filsToAed, formatAed, htmlToText, ORDER_STATE_LABELS, VAT_PERCENT, type OrderDetail } from '@shop/shared';
import * as layout from './document-layout.ts';
import type { Seller } from './seller.ts';

/** Whether nothing was sold, so there is no tax invoice: cancelled or refused, or refunded after either. */
export function soldNothing(order: OrderDetail): boolean {
  return (
    order.state === 'cancelled' || order.state === 'refused' || order.refunds.some((r) => r.kind === 'cancellation')
  );
}

/**
 * A tax invoice for an order (issue 9) as PDF bytes: the seller with its TRN, the invoice number (the order's) and
 * date, the customer, every line, the discounts, shipping, the total and the VAT it includes.
 */
export function renderInvoice(
  order: OrderDetail,
  seller: Seller,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { doc, done } = layout.openDocument(`Tax invoice ${order.order_number}`, seller, options.compress);
  const aed = (amount: number) => formatAed(amount);

  layout.drawSeller(doc, 'TAX INVOICE', seller);
  layout.drawFacts(
    doc,
    [
      ['Invoice number', order.order_number],
      ['Invoice date', layout.shopDate(order.created_at)],
      [
        'Payment',
        `${order.payment === 'cash' ? 'Cash' : 'Card'} on ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}`,
      ],
      ['Status', ORDER_STATE_LABELS[order.state]],
    ],
    360,
  );

  const y = 170;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(layout.INK).text('Bill to', layout.LEFT, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(order.user.full_name, layout.LEFT, y + 15)
    .text(order.user.email);
  const address = order.billing_address;
  if (address)
    doc.text([address.address_line1, address.address_line2, address.city, address.country].filter(Boolean).join(', '), {
      width: 300,
    });
  else doc.text('Pickup at our store');

  let lineY = layout.drawLinesHead(doc, 250);
  for (const line of order.order_details) {
    lineY = layout.drawLine(doc, lineY, {
      name: htmlToText(line.products.name),
      size: line.size,
      qty: String(line.qty),
      unit: aed(line.unit_price),
      amount: aed(line.line_total),
    });
  }

  const totals = layout.totalsColumn(doc, lineY + 10);
  totals.row('Subtotal', aed(order.subtotal));
  if (order.offer_discount) totals.row('Wine offer', `- ${aed(order.offer_discount)}`);
  if (order.coupon_discount) totals.row(`Coupon ${order.coupon ?? ''}`.trim(), `- ${aed(order.coupon_discount)}`);
  totals.row(
    order.fulfilment === 'pickup' ? 'Store pickup' : 'Delivery',
    order.shipping ? aed(order.shipping) : 'Free',
  );
  totals.rule();
  totals.row('Total (AED)', aed(order.total_amount), true);
  totals.row(`Includes VAT at ${VAT_PERCENT}%`, aed(order.vat));
  totals.row('Total excluding VAT', aed(filsToAed(Math.round(order.total_amount * 100) - Math.round(order.vat * 100))));

  layout.drawFootnote(
    doc,
    `Prices include UAE VAT at ${VAT_PERCENT}%. Thank you for shopping with ${seller.legalName}. Please drink responsibly; alcohol is sold only to adults aged 21 and over.`,
  );
  doc.end();
  return done;
}
