import { MAX_DB_ID, MAX_STOCK, STOCK_CSV_COLUMNS, STOCK_IMPORT_MAX_PROBLEMS, type StockSize } from '@shop/shared';
import { CsvSyntaxError, formatCsv, parseCsv } from '../../lib/csv.ts';

/**
 * The stock file of the back office (issue 25, item 8): one row per size, `size_id,product,size,stock`, as the export
 * writes it and the import reads it back. A spreadsheet is where staff count, so the file is written for one (a byte
 * order mark so accents and Arabic open right, formulas neutralised) and read strictly: a file that may have been
 * misread changes nothing.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/** The export: the header, then each size with its product's name as text. */
export function writeStockSheet(
  sizes: ReadonlyArray<Pick<StockSize, 'price_variation_id' | 'name' | 'size' | 'stock'>>,
) {
  return (
    BYTE_ORDER_MARK +
    formatCsv([STOCK_CSV_COLUMNS, ...sizes.map((s) => [s.price_variation_id, s.name, s.size, s.stock] as const)])
  );
}

/** A size's counted stock, as a row of the file gives it. */
export interface StockCount {
  row: number;
  sizeId: number;
  stock: number;
}

/** What is wrong with a row (the header is row 1). */
export interface StockProblem {
  row: number;
  reason: string;
}

export interface StockSheet {
  counts: StockCount[];
  problems: StockProblem[];
}

/** A file none of whose rows can be read: a problem of its syntax or its header. */
const refused = (row: number, reasons: string[]): StockSheet => ({
  counts: [],
  problems: reasons.map((reason) => ({ row, reason })),
});

type Column = (typeof STOCK_CSV_COLUMNS)[number];
const COLUMN_LIST = STOCK_CSV_COLUMNS.join(', ');

/**
 * The counts of an import file, or what is wrong with it: the header must name the columns (`size_id` and `stock`,
 * in any order; `product` and `size` may stay, and are not read), and each row a size id once and a whole-number
 * stock from 0 to MAX_STOCK. Whether each id is a size the shop has is the database's to say.
 */
export function readStockSheet(text: string): StockSheet {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) return refused(err.row, [err.reason]);
    throw err;
  }
  const [header, ...rows] = records;
  if (!header) return refused(1, [`the file is empty: its first row names the columns (${COLUMN_LIST})`]);
  const columns = readHeader(header);
  if (!columns.ok) return refused(1, columns.problems);
  if (!rows.length) return refused(2, ['the file lists no sizes under its header']);

  const counts: StockCount[] = [];
  const problems: StockProblem[] = [];
  const firstRowOf = new Map<number, number>();
  rows.forEach((fields, index) => {
    const row = index + 2;
    const read = readRow(fields, header.length, columns.at);
    if (Array.isArray(read)) {
      problems.push(...read.map((reason) => ({ row, reason })));
      return;
    }
    const first = firstRowOf.get(read.sizeId);
    if (first !== undefined)
      problems.push({ row, reason: `size ${read.sizeId} is listed twice (also on row ${first})` });
    else {
      firstRowOf.set(read.sizeId, row);
      counts.push({ row, ...read });
    }
  });
  return { counts, problems };
}

type Header = { ok: true; at: Record<'size_id' | 'stock', number> } | { ok: false; problems: string[] };

function readHeader(header: string[]): Header {
  const names = header.map((name) => name.trim().toLowerCase().replaceAll(' ', '_'));
  // A spreadsheet set to a European locale separates with semicolons: say so rather than "unknown column".
  if (names.length === 1 && names[0]!.includes(';'))
    return { ok: false, problems: [`columns are separated by commas, not semicolons (${COLUMN_LIST})`] };
  const known = (name: string) => (STOCK_CSV_COLUMNS as readonly string[]).includes(name);
  // No column named at all: the file starts with data, its header left out.
  if (!names.some(known)) return { ok: false, problems: [`the first row must name the columns (${COLUMN_LIST})`] };
  const problems: string[] = [];
  names.forEach((name, index) => {
    if (!known(name)) problems.push(`unknown column ${quoted(header[index]!)} (the columns are ${COLUMN_LIST})`);
    else if (names.indexOf(name) !== index) problems.push(`the column ${name} appears twice`);
  });
  const required: Column[] = ['size_id', 'stock'];
  for (const name of required) if (!names.includes(name)) problems.push(`the column ${name} is missing`);
  if (problems.length) return { ok: false, problems };
  return { ok: true, at: { size_id: names.indexOf('size_id'), stock: names.indexOf('stock') } };
}

/** A row's size id and stock, or every reason it has none. */
function readRow(
  fields: string[],
  width: number,
  at: Record<'size_id' | 'stock', number>,
): { sizeId: number; stock: number } | string[] {
  if (fields.length === 1 && !fields[0]!.trim()) return ['the row is empty'];
  if (fields.length !== width) return [`the row has ${fields.length} fields where the header has ${width}`];
  const [idCell, stockCell] = [fields[at.size_id]!, fields[at.stock]!];
  const sizeId = wholeNumber(idCell);
  const stock = wholeNumber(stockCell);
  const reasons: string[] = [];
  if (sizeId === undefined || sizeId < 1 || sizeId > MAX_DB_ID)
    reasons.push(`size_id ${quoted(idCell)} is not a size id`);
  if (stock === undefined || stock > MAX_STOCK)
    reasons.push(`stock ${quoted(stockCell)} is not a whole number from 0 to ${MAX_STOCK.toLocaleString('en')}`);
  return reasons.length ? reasons : { sizeId: sizeId!, stock: stock! };
}

/** Digits only (spaces around them allowed): no sign, no decimals, no exponent. */
function wholeNumber(text: string): number | undefined {
  const digits = text.trim();
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}

/** A cell as a problem quotes it: whole when short, cut when long (a message must not echo a whole file). */
const quoted = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** The problems as the error payload lists them: `row N: reason`, in row order, at most STOCK_IMPORT_MAX_PROBLEMS. */
export function problemMessages(problems: readonly StockProblem[]): string[] {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const listed = sorted.slice(0, STOCK_IMPORT_MAX_PROBLEMS).map((p) => `row ${p.row}: ${p.reason}`);
  const more = sorted.length - listed.length;
  return more > 0 ? [...listed, `and ${more} more problems`] : listed;
}
