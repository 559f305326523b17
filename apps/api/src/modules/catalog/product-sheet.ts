import { MAX_PACK_SIZE, MAX_STOCK, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@shop/shared';
import { CsvSyntaxError, formatCsv, parseCsv } from '../../lib/csv.ts';

/**
 * The product file of the back office (issue 26, item 10): one row per size, with its product's name, category,
 * subcategory, brand (by route), origin, prices in AED, stock, pack size and whether the product is on sale. Written
 * for a spreadsheet as the stock file is (a byte order mark, formulas neutralised), read as strictly.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/** One size of a product as the export writes it. */
export interface SheetSize {
  product_route: string;
  name: string;
  category_route: string;
  subcategory_route: string;
  brand_route: string;
  origin: string;
  size: string;
  price_fils: number;
  offer_price_fils: number;
  cost_fils: number;
  stock: number;
  pack_size: number;
  active: boolean;
}

const aed = (fils: number) => (fils / 100).toFixed(2);

export function writeProductSheet(sizes: readonly SheetSize[]): string {
  const rows = sizes.map((s) => [
    s.product_route,
    s.name,
    s.category_route,
    s.subcategory_route,
    s.brand_route,
    s.origin,
    s.size,
    aed(s.price_fils),
    aed(s.offer_price_fils),
    aed(s.cost_fils),
    s.stock,
    s.pack_size,
    s.active ? 'yes' : 'no',
  ]);
  return BYTE_ORDER_MARK + formatCsv([PRODUCT_CSV_COLUMNS, ...rows]);
}

/** A row of an import, read: the text columns trimmed, the numbers in fils and units. */
export interface SheetRow extends SheetSize {
  row: number;
}

export interface SheetProblem {
  row: number;
  reason: string;
}

export interface ProductSheet {
  rows: SheetRow[];
  problems: SheetProblem[];
}

const COLUMN_LIST = PRODUCT_CSV_COLUMNS.join(', ');
const refused = (row: number, reasons: string[]): ProductSheet => ({
  rows: [],
  problems: reasons.map((reason) => ({ row, reason })),
});

/** The rows of an import file, or what is wrong with each; whether what they name exists is the database's to say. */
export function readProductSheet(text: string): ProductSheet {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) return refused(err.row, [err.reason]);
    throw err;
  }
  const [header, ...lines] = records;
  if (!header) return refused(1, [`the file is empty: its first row names the columns (${COLUMN_LIST})`]);
  const at = readHeader(header);
  if (!('product_route' in at)) return refused(1, at.problems);
  if (!lines.length) return refused(2, ['the file lists no sizes under its header']);
  const rows: SheetRow[] = [];
  const problems: SheetProblem[] = [];
  lines.forEach((fields, index) => {
    const row = index + 2;
    const read = readRow(fields, header.length, at);
    if (Array.isArray(read)) problems.push(...read.map((reason) => ({ row, reason })));
    else rows.push({ row, ...read });
  });
  return { rows, problems };
}

function readHeader(header: string[]): Record<ProductCsvColumn, number> | { problems: string[] } {
  const names = header.map((name) => name.trim().toLowerCase().replaceAll(' ', '_'));
  if (names.length === 1 && names[0]!.includes(';'))
    return { problems: [`columns are separated by commas, not semicolons (${COLUMN_LIST})`] };
  const known = (name: string) => (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);
  if (!names.some(known)) return { problems: [`the first row must name the columns (${COLUMN_LIST})`] };
  const problems: string[] = [];
  names.forEach((name, index) => {
    if (!known(name)) problems.push(`unknown column ${quoted(header[index]!)} (the columns are ${COLUMN_LIST})`);
    else if (names.indexOf(name) !== index) problems.push(`the column ${name} appears twice`);
  });
  for (const name of PRODUCT_CSV_COLUMNS) if (!names.includes(name)) problems.push(`the column ${name} is missing`);
  if (problems.length) return { problems };
  return Object.fromEntries(PRODUCT_CSV_COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<
    ProductCsvColumn,
    number
  >;
}

function readRow(fields: string[], width: number, at: Record<ProductCsvColumn, number>): SheetSize | string[] {
  if (fields.length === 1 && !fields[0]!.trim()) return ['the row is empty'];
  if (fields.length !== width) return [`the row has ${fields.length} fields where the header has ${width}`];
  const cell = (name: ProductCsvColumn) => fields[at[name]]!.trim();
  const reasons: string[] = [];
  const money = (name: ProductCsvColumn, emptyIs?: number) => {
    const text = cell(name);
    if (!text && emptyIs !== undefined) return emptyIs;
    const fils = filsOf(text);
    if (fils === undefined) reasons.push(`${name} ${quoted(text)} is not an amount in AED (such as 89.50)`);
    return fils ?? 0;
  };
  const whole = (name: ProductCsvColumn, min: number, max: number) => {
    const text = cell(name);
    const n = /^\d{1,15}$/.test(text) ? Number(text) : undefined;
    if (n === undefined || n < min || n > max)
      reasons.push(`${name} ${quoted(text)} is not a whole number from ${min} to ${max.toLocaleString('en')}`);
    return n ?? 0;
  };
  const activeText = cell('active').toLowerCase();
  const active = ['yes', 'true', '1'].includes(activeText)
    ? true
    : ['no', 'false', '0'].includes(activeText)
      ? false
      : undefined;
  if (active === undefined) reasons.push(`active ${quoted(cell('active'))} is yes or no`);
  const read: SheetSize = {
    // A text cell the export neutralised (`'=…`) reads back as its text.
    product_route: cell('product_route'),
    name: unneutralised(cell('name')),
    category_route: cell('category_route'),
    subcategory_route: cell('subcategory_route'),
    brand_route: cell('brand_route'),
    origin: unneutralised(cell('origin')),
    size: unneutralised(cell('size')),
    price_fils: money('price_aed'),
    offer_price_fils: money('offer_price_aed', 0),
    cost_fils: money('cost_aed', 0),
    stock: whole('stock', 0, MAX_STOCK),
    pack_size: whole('pack_size', 1, MAX_PACK_SIZE),
    active: active ?? true,
  };
  if (!read.product_route) reasons.push('product_route is empty');
  if (!read.size) reasons.push('size is empty');
  return reasons.length ? reasons : read;
}

/** An amount in AED with at most two decimals, as fils. */
function filsOf(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The export's `'` before text that would start a formula is not part of the text. */
const unneutralised = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const quoted = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);
