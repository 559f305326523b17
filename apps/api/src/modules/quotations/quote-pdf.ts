import { aedToFils, filsToAed, formatAed, includedVat, VAT_PERCENT, type Quotation } from '@shop/shared';
import { documentLayout as layout, type Seller } from '../orders/index.ts';

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
  const { doc, done } = layout.openDocument(`Quotation ${quotation.number}`, seller, options.compress);

  layout.drawSeller(doc, 'QUOTATION', seller);
  layout.drawFacts(
    doc,
    [
      ['Quotation number', quotation.number],
      ['Requested on', layout.shopDate(quotation.created_at)],
      ['Valid until', quotation.valid_until ? layout.shopDate(quotation.valid_until) : '—'],
    ],
    345,
  );

  const y = 170;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(layout.INK).text('Prepared for', layout.LEFT, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(quotation.company_name, layout.LEFT, y + 15, { width: 300 })
    .text(`${quotation.full_name} · ${quotation.email} · ${quotation.mobile}`, { width: 300 });
  if (quotation.event_type) doc.text(`For: ${quotation.event_type}`, { width: 300 });

  let lineY = layout.drawLinesHead(doc, 250);
  let totalFils = 0;
  for (const line of quotation.lines) {
    const unitFils = aedToFils(line.unit_price ?? 0);
    totalFils += unitFils * line.qty;
    // A long quotation runs onto more pages (an order's invoice stays short enough for one).
    if (lineY + layout.lineHeight(doc, line.name) > 700) {
      doc.addPage();
      lineY = 50;
    }
    lineY = layout.drawLine(doc, lineY, {
      name: line.name,
      size: line.size,
      qty: line.qty.toLocaleString('en-US'),
      unit: formatAed(filsToAed(unitFils)),
      amount: formatAed(filsToAed(unitFils * line.qty)),
    });
  }

  const totals = layout.totalsColumn(doc, lineY + 10);
  totals.row('Total (AED)', formatAed(filsToAed(totalFils)), true);
  totals.row(`Includes VAT at ${VAT_PERCENT}%`, formatAed(filsToAed(includedVat(totalFils))));

  if (quotation.answer_note) {
    const noteY = totals.y + 10;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(layout.INK).text('Notes', layout.LEFT, noteY);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(quotation.answer_note, layout.LEFT, noteY + 15, { width: layout.RIGHT - layout.LEFT });
  }

  layout.drawFootnote(
    doc,
    `Prices include UAE VAT at ${VAT_PERCENT}% and hold until the date above, subject to stock. This quotation is not a tax invoice. ` +
      'Alcohol is sold only to adults aged 21 and over.',
  );
  doc.end();
  return done;
}
