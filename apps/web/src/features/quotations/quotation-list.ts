import { QUOTATION_MAX_LINES, QUOTATION_MAX_QTY } from '@shop/shared/rules';

/**
 * One line of the buyer's quotation list: a size and a quantity, with what the list shows of the product (its name
 * as text, the size, and where its page is). The server checks the size again when the list is sent.
 */
export interface QuoteLine {
  price_variation_id: number;
  route: string;
  name: string;
  size: string;
  qty: number;
}

/** A quantity the request takes: a whole number from 1 to 10,000 (anything else becomes the nearest such). */
export function clampQuoteQty(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(QUOTATION_MAX_QTY, Math.max(1, Math.floor(value)));
}

/**
 * The list with `line` in it: a size already there takes the new quantity (what the buyer just chose), a new one
 * goes last. A full list (50 lines) takes no new size.
 */
export function upsertQuoteLine(lines: readonly QuoteLine[], line: QuoteLine): QuoteLine[] {
  const fixed = { ...line, qty: clampQuoteQty(line.qty) };
  if (lines.some((l) => l.price_variation_id === line.price_variation_id)) {
    return lines.map((l) => (l.price_variation_id === line.price_variation_id ? fixed : l));
  }
  return lines.length >= QUOTATION_MAX_LINES ? [...lines] : [...lines, fixed];
}

export function setQuoteQty(lines: readonly QuoteLine[], id: number, qty: number): QuoteLine[] {
  return lines.map((l) => (l.price_variation_id === id ? { ...l, qty: clampQuoteQty(qty) } : l));
}

export function removeQuoteLine(lines: readonly QuoteLine[], id: number): QuoteLine[] {
  return lines.filter((l) => l.price_variation_id !== id);
}

const isLine = (value: unknown): value is QuoteLine => {
  const l = value as Partial<QuoteLine> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    Number.isInteger(l.price_variation_id) &&
    (l.price_variation_id ?? 0) > 0 &&
    typeof l.route === 'string' &&
    typeof l.name === 'string' &&
    typeof l.size === 'string' &&
    Number.isInteger(l.qty)
  );
};

/** The list as stored; anything unreadable (another release's shape, a hand edit) is dropped, never trusted. */
export function parseQuoteLines(raw: string | null): QuoteLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed
          .filter(isLine)
          .slice(0, QUOTATION_MAX_LINES)
          .map((l) => ({ ...l, qty: clampQuoteQty(l.qty) }))
      : [];
  } catch {
    return [];
  }
}
