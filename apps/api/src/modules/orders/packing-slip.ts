import { htmlToText, ID_CHECKED_AT_DOOR, REFUSAL_REASON_LABELS, type StaffOrderDetail } from '@shop/shared';
import PDFDocument from 'pdfkit';

const INK = '#1c1917';
const MUTED = '#6b6360';
const WINE = '#7a1f2b';

/**
 * A packing slip (issue 25): what goes in the bag, ticked as it is packed, where it goes and when, and the handover
 * box the courier or the counter fills in: the ID checked at the door, or why the order was refused. No prices: it
 * travels with the goods.
 */
export function renderPackingSlip(order: StaffOrderDetail, shopName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Packing slip ${order.order_number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 50;
  const right = 545;
  const box = (x: number, y: number) => doc.rect(x, y, 10, 10).strokeColor(INK).lineWidth(0.8).stroke();

  doc.fillColor(WINE).font('Helvetica-Bold').fontSize(20).text('PACKING SLIP', left, 50);
  doc.fillColor(INK).fontSize(14).text(order.order_number, left, 78);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(shopName, left, 98);

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(order.fulfilment === 'pickup' ? 'Pickup' : 'Deliver to', 320, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(order.customer.name, 320, 65)
    .text(order.customer.mobile ?? '');
  const address = order.billing_address;
  if (address)
    doc.text([address.address_line1, address.address_line2, address.city].filter(Boolean).join(', '), { width: 225 });
  else doc.text('At our store counter');
  doc.font('Helvetica-Bold').text(order.slot.label, { width: 225 });

  let y = 150;
  if (order.notes) {
    doc.font('Helvetica-Bold').fontSize(9).text('Notes', left, y);
    doc.font('Helvetica').text(order.notes, left, y + 13, { width: right - left });
    y = doc.y + 14;
  }
  doc.rect(left, y - 6, right - left, 20).fill('#f4efe9');
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  doc
    .text('Packed', left + 6, y)
    .text('Item', left + 60, y)
    .text('Size', 380, y)
    .text('Qty', 480, y, { width: 55, align: 'right' });
  y += 24;
  doc.font('Helvetica').fontSize(10);
  for (const line of order.order_details) {
    const name = htmlToText(line.products.name);
    const height = doc.heightOfString(name, { width: 300 });
    box(left + 14, y);
    doc.text(name, left + 60, y, { width: 300 }).text(line.size, 380, y, { width: 90 });
    doc.font('Helvetica-Bold').text(String(line.qty), 480, y, { width: 55, align: 'right' }).font('Helvetica');
    y += Math.max(height, 12) + 10;
  }

  y += 20;
  doc.font('Helvetica-Bold').fontSize(11).text('At handover', left, y);
  y += 20;
  doc.font('Helvetica').fontSize(10);
  box(left, y);
  doc.text(ID_CHECKED_AT_DOOR, left + 18, y);
  y += 22;
  doc.text('Or refused:', left, y);
  let x = left + 70;
  for (const label of Object.values(REFUSAL_REASON_LABELS)) {
    box(x, y);
    doc.text(label, x + 16, y);
    x += doc.widthOfString(label) + 40;
  }
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Alcohol is handed over only to the buyer, aged 21 or over, on seeing their Emirates ID, and never to anyone intoxicated.',
      left,
      760,
      { width: right - left, align: 'center' },
    );
  doc.end();
  return done;
}
