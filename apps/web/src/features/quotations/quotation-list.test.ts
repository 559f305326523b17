import { describe, expect, it } from 'vitest';
import {
  clampQuoteQty,
  parseQuoteLines,
  removeQuoteLine,
  setQuoteQty,
  upsertQuoteLine,
  type QuoteLine,
} from './quotation-list';

const line = (id: number, qty = 1): QuoteLine => ({
  price_variation_id: id,
  route: `wine-${id}`,
  name: `Wine ${id}`,
  size: '750 ml',
  qty,
});

describe('the quotation list (decision 017)', () => {
  it('keeps quantities whole, from 1 to 10,000', () => {
    expect([
      clampQuoteQty(0),
      clampQuoteQty(-3),
      clampQuoteQty(2.7),
      clampQuoteQty(20_000),
      clampQuoteQty(Number.NaN),
    ]).toEqual([1, 1, 2, 10_000, 1]);
  });

  it('adds a new size last, and gives a size already there the quantity just chosen', () => {
    const list = upsertQuoteLine(upsertQuoteLine([], line(1, 6)), line(2, 12));
    expect(list.map((l) => [l.price_variation_id, l.qty])).toEqual([
      [1, 6],
      [2, 12],
    ]);
    expect(upsertQuoteLine(list, line(1, 24)).map((l) => [l.price_variation_id, l.qty])).toEqual([
      [1, 24],
      [2, 12],
    ]);
  });

  it('takes no 51st size', () => {
    const full = Array.from({ length: 50 }, (_, i) => line(i + 1));
    expect(upsertQuoteLine(full, line(99))).toHaveLength(50);
    expect(upsertQuoteLine(full, line(3, 7))[2]!.qty).toBe(7);
  });

  it('changes a quantity and removes a line', () => {
    const list = [line(1), line(2)];
    expect(setQuoteQty(list, 2, 48)[1]!.qty).toBe(48);
    expect(removeQuoteLine(list, 1).map((l) => l.price_variation_id)).toEqual([2]);
  });

  it('reads back only well-formed lines from storage', () => {
    expect(parseQuoteLines(JSON.stringify([line(1, 3)]))).toEqual([line(1, 3)]);
    expect(parseQuoteLines(JSON.stringify([line(1, 30_000), { price_variation_id: 'x' }, null, line(-1)]))).toEqual([
      line(1, 10_000),
    ]);
    expect(parseQuoteLines('not json')).toEqual([]);
    expect(parseQuoteLines(JSON.stringify({ lines: [] }))).toEqual([]);
    expect(parseQuoteLines(null)).toEqual([]);
  });
});
