import { aedToFils, filsToAed, formatAed, includedVat, VAT_PERCENT, type Quotation } from '@shop/shared';
import PDFDocument from 'pdfkit';
import type { Seller } from '../orders/index.ts';

const INK = '#1c1917';
const MUTED = '#6b6360';
const WINE = '#7a1f2b';

const shopDate = (value: string) =>
  new Date(value.length === 10 ? `${value}T12:00:00+04:00` : value).toLocaleDateString('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/**
 * A quotation as PDF bytes (issue 26), laid out as the tax invoice is: the seller with its TRN, the quotation's number,
 * date and validity, the company it is for, every line with its quoted price, the total and the VAT it includes.
 * Only an answered quotation (every line priced) has one.
 */
export function renderQuote(
  quotation: Quotation,
  seller: Seller,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Quotation ${quotation.number}`, Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 50;
  const right = 545;

  doc.fillColor(WINE).font('Helvetica-Bold').fontSize(22).text('QUOTATION', left, 50);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(seller.legalName, left, 85);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(seller.address, left, 100, { width: 260 })
    .text(`TRN ${seller.trn}`)
    .text(`${seller.email} · ${seller.phone}`);

  doc.fillColor(INK).fontSize(9);
  for (const [i, [label, value]] of [
    ['Quotation number', quotation.number],
    ['Requested on', shopDate(quotation.created_at)],
    ['Valid until', quotation.valid_until ? shopDate(quotation.valid_until) : '—'],
  ].entries()) {
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label!, 345, 85 + i * 15, { width: 105 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value!, 450, 85 + i * 15, { width: 95, align: 'right' });
  }

  let y = 170;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Prepared for', left, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(quotation.company_name, left, y + 15, { width: 300 })
    .text(`${quotation.full_name} · ${quotation.email} · ${quotation.mobile}`, { width: 300 });
  if (quotation.event_type) doc.text(`For: ${quotation.event_type}`, { width: 300 });

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
  let totalFils = 0;
  for (const line of quotation.lines) {
    const unitFils = aedToFils(line.unit_price ?? 0);
    totalFils += unitFils * line.qty;
    const height = doc.heightOfString(line.name, { width: 240 });
    if (y + height > 700) {
      doc.addPage();
      y = 50;
    }
    doc
      .text(line.name, columns.item + 6, y, { width: 240 })
      .text(line.size, columns.size, y, { width: 65 })
      .text(line.qty.toLocaleString('en-US'), columns.qty, y, { width: 30, align: 'right' })
      .text(formatAed(filsToAed(unitFils)), columns.unit, y, { width: 65, align: 'right' })
      .text(formatAed(filsToAed(unitFils * line.qty)), columns.total, y, { width: 65, align: 'right' });
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
  row('Total (AED)', formatAed(filsToAed(totalFils)), true);
  row(`Includes VAT at ${VAT_PERCENT}%`, formatAed(filsToAed(includedVat(totalFils))));

  if (quotation.answer_note) {
    y += 10;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Notes', left, y);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(quotation.answer_note, left, y + 15, { width: right - left });
  }

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Prices include UAE VAT at ${VAT_PERCENT}% and hold until the date above, subject to stock. This quotation is not a tax invoice. ` +
        'Alcohol is sold only to adults aged 21 and over.',
      left,
      760,
      { width: right - left, align: 'center' },
    );
  doc.end();
  return done;
}
