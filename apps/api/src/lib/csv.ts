/**
 * CSV as RFC 4180 writes it, read strictly and written safely for spreadsheets: the back office's stock file (issue
 * 25). Small enough to own, so no dependency is needed for it.
 */

/** A file that breaks the CSV syntax, with the row (from 1: the header is row 1) where the problem starts. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    readonly reason: string,
  ) {
    super(`row ${row}: ${reason}`);
    this.name = 'CsvSyntaxError';
  }
}

const BYTE_ORDER_MARK = 0xfeff;

/**
 * The records of a CSV text, each an array of its fields. Fields are separated by commas and records by CRLF, LF or a
 * lone CR (old spreadsheets on a Mac); a field in double quotes may hold commas, line breaks and quotes (doubled).
 * A byte order mark (as spreadsheets save "CSV UTF-8") and the line break after the last record are not data.
 * Anything RFC 4180 does not allow (a quote inside an unquoted field, text after a closing quote, a quote never
 * closed) throws `CsvSyntaxError`: a file that may have been misread is refused, never guessed at.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const end = text.length;
  let at = text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
  if (at >= end) return records;
  let record: string[] = [];
  for (;;) {
    const row = records.length + 1;
    let field: string;
    if (text[at] === '"') [field, at] = quotedField(text, at, row);
    else [field, at] = plainField(text, at, row);
    record.push(field);
    if (at >= end) break;
    if (text[at] === ',') {
      at++;
      continue;
    }
    // A line break (the only other thing either reader stops at) ends the record.
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
    if (at >= end) return records;
  }
  records.push(record);
  return records;
}

/** A field in quotes starting at `start`: its text, and where the text after the closing quote starts. */
function quotedField(text: string, start: number, row: number): [string, number] {
  let value = '';
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) throw new CsvSyntaxError(row, 'a quoted field is never closed (a " is missing)');
    value += text.slice(at, quote);
    at = quote + 1;
    if (text[at] !== '"') break;
    // Two quotes in a quoted field are one quote of its text.
    value += '"';
    at++;
  }
  if (at < text.length && !isSeparator(text[at]!))
    throw new CsvSyntaxError(row, 'a quoted field must be followed by a comma or the end of the line');
  return [value, at];
}

/** A field without quotes starting at `start`: up to the next comma, line break or the end of the text. */
function plainField(text: string, start: number, row: number): [string, number] {
  let at = start;
  while (at < text.length && !isSeparator(text[at]!)) at++;
  const value = text.slice(start, at);
  if (value.includes('"')) throw new CsvSyntaxError(row, 'a field holding a " must be in quotes, with the " doubled');
  return [value, at];
}

const isSeparator = (char: string) => char === ',' || char === '\n' || char === '\r';

/**
 * What a spreadsheet would run as a formula when a cell starts with it (CSV injection): `=`, `+`, `-`, `@`, and the
 * tab and carriage return some of them skip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet should read it: text that would start a formula gets a leading `'` (spreadsheets show
 * it as text, and the apostrophe is not shown), and a cell holding a comma, quote or line break is quoted.
 */
export function csvTextCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file: numbers written as they are, text as `csvTextCell` writes it, CRLF after every record. */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows
    .map(
      (cells) => cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvTextCell(cell))).join(',') + '\r\n',
    )
    .join('');
}
