import { filsToAed, formatAed, htmlToText, ORDER_STATE_LABELS, VAT_PERCENT, type OrderDetail } from '@shop/shared';
import PDFDocument from 'pdfkit';

/** Who sells: printed on every tax invoice (UAE VAT rules: the supplier's name, address and TRN). */
export interface Seller {
  legalName: string;
  address: string;
  trn: string;
  email: string;
  phone: string;
}

/** The seller as the shop's settings name it. */
export function sellerFrom(env: {
  SHOP_LEGAL_NAME: string;
  CONTACT_ADDRESS: string;
  SHOP_TRN: string;
  CONTACT_EMAIL: string;
  CONTACT_PHONE: string;
}): Seller {
  return {
    legalName: env.SHOP_LEGAL_NAME,
    address: env.CONTACT_ADDRESS,
    trn: env.SHOP_TRN,
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
  };
}

const INK = '#1c1917';
const MUTED = '#6b6360';
const WINE = '#7a1f2b';

/**
 * A tax invoice for an order (issue 9) as PDF bytes: the seller with its TRN, the invoice number (the order's) and
 * date, the customer, every line, the discounts, shipping, the total and the VAT it includes.
 */
export function renderInvoice(
  order: OrderDetail,
  seller: Seller,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Tax invoice ${order.order_number}`, Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const aed = (amount: number) => formatAed(amount);
  const left = 50;
  const right = 545;

  doc.fillColor(WINE).font('Helvetica-Bold').fontSize(22).text('TAX INVOICE', left, 50);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(seller.legalName, left, 85);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(seller.address, left, 100, { width: 260 })
    .text(`TRN ${seller.trn}`)
    .text(`${seller.email} · ${seller.phone}`);

  const issued = new Date(order.created_at).toLocaleDateString('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  doc.fillColor(INK).fontSize(9);
  for (const [i, [label, value]] of [
    ['Invoice number', order.order_number],
    ['Invoice date', issued],
    [
      'Payment',
      `${order.payment === 'cash' ? 'Cash' : 'Card'} on ${order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}`,
    ],
    ['Status', ORDER_STATE_LABELS[order.state]],
  ].entries()) {
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label!, 360, 85 + i * 15, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value!, 450, 85 + i * 15, { width: 95, align: 'right' });
  }

  let y = 170;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Bill to', left, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(order.user.full_name, left, y + 15)
    .text(order.user.email);
  const address = order.billing_address;
  if (address)
    doc.text([address.address_line1, address.address_line2, address.city, address.country].filter(Boolean).join(', '), {
      width: 300,
    });
  else doc.text('Pickup at our store');

  y = 250;
  const columns = { item: left, size: 300, qty: 370, unit: 410, total: 480 };
  doc.rect(left, y - 6, right - left, 20).fill('#f4efe9');
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  doc
    .text('Item', columns.item + 6, y)
    .text('Size', columns.size, y)
    .text('Qty', columns.qty, y, { width: 30, align: 'right' })
    .text('Unit price', columns.unit, y, { width: 65, align: 'right' })
    .text('Amount', columns.total, y, { width: 65, align: 'right' });
  y += 24;
  doc.font('Helvetica').fontSize(9);
  for (const line of order.order_details) {
    const name = htmlToText(line.products.name);
    const height = doc.heightOfString(name, { width: 240 });
    doc
      .text(name, columns.item + 6, y, { width: 240 })
      .text(line.size, columns.size, y, { width: 65 })
      .text(String(line.qty), columns.qty, y, { width: 30, align: 'right' })
      .text(aed(line.unit_price), columns.unit, y, { width: 65, align: 'right' })
      .text(aed(line.line_total), columns.total, y, { width: 65, align: 'right' });
    y += Math.max(height, 12) + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .strokeColor('#e7e0d8')
      .lineWidth(0.5)
      .stroke();
  }

  y += 10;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor(INK);
    doc.text(label, 330, y, { width: 140 }).text(value, 470, y, { width: 75, align: 'right' });
    y += bold ? 20 : 15;
  };
  row('Subtotal', aed(order.subtotal));
  if (order.offer_discount) row('Wine offer', `- ${aed(order.offer_discount)}`);
  if (order.coupon_discount) row(`Coupon ${order.coupon ?? ''}`.trim(), `- ${aed(order.coupon_discount)}`);
  row(order.fulfilment === 'pickup' ? 'Store pickup' : 'Delivery', order.shipping ? aed(order.shipping) : 'Free');
  doc
    .moveTo(330, y - 2)
    .lineTo(right, y - 2)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  y += 4;
  row('Total (AED)', aed(order.total_amount), true);
  row(`Includes VAT at ${VAT_PERCENT}%`, aed(order.vat));
  row('Total excluding VAT', aed(filsToAed(Math.round(order.total_amount * 100) - Math.round(order.vat * 100))));

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Prices include UAE VAT at ${VAT_PERCENT}%. Thank you for shopping with ${seller.legalName}. Please drink responsibly; alcohol is sold only to adults aged 21 and over.`,
      left,
      760,
      { width: right - left, align: 'center' },
    );
  doc.end();
  return done;
}
