import PDFDocument from 'pdfkit';
import type { Seller } from './seller.ts';

/** The shop's documents share one look: ink, muted grey for labels, the wine red of the heading. */
export const INK = '#1c1917';
export const MUTED = '#6b6360';
export const WINE = '#7a1f2b';
export const LEFT = 50;
export const RIGHT = 545;

const COLUMNS = { item: LEFT, size: 300, qty: 370, unit: 410, total: 480 };
const ITEM_WIDTH = 240;

/** A date as the shop writes it (`05 Mar 2026`), in Dubai; a bare day is taken at noon so no zone moves it. */
export const shopDate = (value: string) =>
  new Date(value.length === 10 ? `${value}T12:00:00+04:00` : value).toLocaleDateString('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

/** An A4 document by the seller, and its bytes once it ends. */
export function openDocument(title: string, seller: Seller, compress = true) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress, info: { Title: title, Author: seller.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The heading (`TAX INVOICE`), then who sells: its name, address and TRN (UAE VAT rules), and how to reach it. */
export function drawSeller(doc: PDFKit.PDFDocument, heading: string, seller: Seller) {
  doc.fillColor(WINE).font('Helvetica-Bold').fontSize(22).text(heading, LEFT, 50);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(seller.legalName, LEFT, 85);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(seller.address, LEFT, 100, { width: 260 })
    .text(`TRN ${seller.trn}`)
    .text(`${seller.email} · ${seller.phone}`);
}

/** The document's facts on the right (its number, date…), labels from `labelX`, values flush right. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: ReadonlyArray<readonly [string, string]>, labelX: number) {
  doc.fillColor(INK).fontSize(9);
  for (const [i, [label, value]] of facts.entries()) {
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(label, labelX, 85 + i * 15, { width: 450 - labelX });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, 450, 85 + i * 15, { width: 95, align: 'right' });
  }
}

/** The head of the table of lines, at `y`; answers where the first line goes. */
export function drawLinesHead(doc: PDFKit.PDFDocument, y: number): number {
  doc.rect(LEFT, y - 6, RIGHT - LEFT, 20).fill('#f4efe9');
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  doc
    .text('Item', COLUMNS.item + 6, y)
    .text('Size', COLUMNS.size, y)
    .text('Qty', COLUMNS.qty, y, { width: 30, align: 'right' })
    .text('Unit price', COLUMNS.unit, y, { width: 65, align: 'right' })
    .text('Amount', COLUMNS.total, y, { width: 65, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  return y + 24;
}

/** How tall a line's name runs (a long name wraps). */
export const lineHeight = (doc: PDFKit.PDFDocument, name: string) => doc.heightOfString(name, { width: ITEM_WIDTH });

/** One line of the table, ruled below; answers where the next one goes. */
export function drawLine(
  doc: PDFKit.PDFDocument,
  y: number,
  line: { name: string; size: string; qty: string; unit: string; amount: string },
): number {
  const height = lineHeight(doc, line.name);
  doc
    .text(line.name, COLUMNS.item + 6, y, { width: ITEM_WIDTH })
    .text(line.size, COLUMNS.size, y, { width: 65 })
    .text(line.qty, COLUMNS.qty, y, { width: 30, align: 'right' })
    .text(line.unit, COLUMNS.unit, y, { width: 65, align: 'right' })
    .text(line.amount, COLUMNS.total, y, { width: 65, align: 'right' });
  const next = y + Math.max(height, 12) + 8;
  doc
    .moveTo(LEFT, next - 4)
    .lineTo(RIGHT, next - 4)
    .strokeColor('#e7e0d8')
    .lineWidth(0.5)
    .stroke();
  return next;
}

/** The sums under the table, label and amount a row each, from `y` down; `bold` for the total. */
export function totalsColumn(doc: PDFKit.PDFDocument, y: number) {
  return {
    get y() {
      return y;
    },
    row(label: string, value: string, bold = false) {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(bold ? 11 : 9)
        .fillColor(INK);
      doc.text(label, 330, y, { width: 140 }).text(value, 470, y, { width: 75, align: 'right' });
      y += bold ? 20 : 15;
    },
    /** A rule above the total. */
    rule() {
      doc
        .moveTo(330, y - 2)
        .lineTo(RIGHT, y - 2)
        .strokeColor(INK)
        .lineWidth(0.8)
        .stroke();
      y += 4;
    },
  };
}

/** The small print at the foot of the page, centred. */
export function drawFootnote(doc: PDFKit.PDFDocument, text: string) {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(text, LEFT, 760, { width: RIGHT - LEFT, align: 'center' });
}
