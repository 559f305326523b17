import { STOCK_IMPORT_MAX_PROBLEMS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.ts';
import { problemMessages, readStockSheet, writeStockSheet } from './stock-sheet.ts';

describe('the stock file', () => {
  it('is written with a byte order mark, a header and one row per size, formulas neutralised', () => {
    const text = writeStockSheet([
      { price_variation_id: 7, name: 'Château "Grand", Vin', size: '750 ml', stock: 4 },
      { price_variation_id: 8, name: '=HYPERLINK("http://x")', size: '-1 L', stock: 0 },
    ]);
    expect(text).toBe(
      '\uFEFFsize_id,product,size,stock\r\n' +
        '7,"Château ""Grand"", Vin",750 ml,4\r\n' +
        `8,"'=HYPERLINK(""http://x"")",'-1 L,0\r\n`,
    );
    expect(parseCsv(text)[2]).toEqual(['8', `'=HYPERLINK("http://x")`, "'-1 L", '0']);
  });

  it('reads back what it writes', () => {
    const text = writeStockSheet([
      { price_variation_id: 7, name: 'A, "B"', size: '750 ml', stock: 4 },
      { price_variation_id: 9, name: '@C', size: '1 L', stock: 100_000 },
    ]);
    expect(readStockSheet(text)).toEqual({
      counts: [
        { row: 2, sizeId: 7, stock: 4 },
        { row: 3, sizeId: 9, stock: 100_000 },
      ],
      problems: [],
    });
  });

  it('takes the columns in any order, in any case, with only size_id and stock required', () => {
    expect(readStockSheet('Stock, Size ID\n 5 ,12\n0,13\n')).toEqual({
      counts: [
        { row: 2, sizeId: 12, stock: 5 },
        { row: 3, sizeId: 13, stock: 0 },
      ],
      problems: [],
    });
  });

  it.each([
    ['', [{ row: 1, reason: 'the file is empty: its first row names the columns (size_id, product, size, stock)' }]],
    ['size_id,stock\r\n', [{ row: 2, reason: 'the file lists no sizes under its header' }]],
    ['12,5\n13,4\n', [{ row: 1, reason: 'the first row must name the columns (size_id, product, size, stock)' }]],
    [
      'size_id;product;size;stock\n12;x;y;5\n',
      [{ row: 1, reason: 'columns are separated by commas, not semicolons (size_id, product, size, stock)' }],
    ],
    [
      'size_id,stok,size_id\n1,2,3\n',
      [
        { row: 1, reason: 'unknown column "stok" (the columns are size_id, product, size, stock)' },
        { row: 1, reason: 'the column size_id appears twice' },
        { row: 1, reason: 'the column stock is missing' },
      ],
    ],
    ['size_id,stock\n1,"2\n', [{ row: 2, reason: 'a quoted field is never closed (a " is missing)' }]],
  ])('refuses a file it cannot read rows from: %j', (text, problems) => {
    expect(readStockSheet(text)).toEqual({ counts: [], problems });
  });

  it('names every bad row, and still reads the good ones', () => {
    const text = [
      'size_id,product,size,stock',
      '1,A,750 ml,5',
      '2,B,750 ml,-1',
      '3,C,750 ml,2.5',
      'x,D,750 ml,',
      '',
      '4,E,750 ml,100001',
      '1,A again,750 ml,6',
      '5,F,7',
      '0,G,750 ml,1e3',
      '6,H,750 ml,7',
    ].join('\n');
    const { counts, problems } = readStockSheet(text);
    expect(counts).toEqual([
      { row: 2, sizeId: 1, stock: 5 },
      { row: 11, sizeId: 6, stock: 7 },
    ]);
    expect(problemMessages(problems)).toEqual([
      'row 3: stock "-1" is not a whole number from 0 to 100,000',
      'row 4: stock "2.5" is not a whole number from 0 to 100,000',
      'row 5: size_id "x" is not a size id',
      'row 5: stock "" is not a whole number from 0 to 100,000',
      'row 6: the row is empty',
      'row 7: stock "100001" is not a whole number from 0 to 100,000',
      'row 8: size 1 is listed twice (also on row 2)',
      'row 9: the row has 3 fields where the header has 4',
      'row 10: size_id "0" is not a size id',
      'row 10: stock "1e3" is not a whole number from 0 to 100,000',
    ]);
  });

  it('quotes a long bad cell only in part', () => {
    const { problems } = readStockSheet(`size_id,stock\n1,${'9'.repeat(60)}\n`);
    expect(problems[0]!.reason).toBe(`stock "${'9'.repeat(40)}…" is not a whole number from 0 to 100,000`);
  });

  it('lists at most STOCK_IMPORT_MAX_PROBLEMS problems, in row order, and says how many more there are', () => {
    const problems = Array.from({ length: STOCK_IMPORT_MAX_PROBLEMS + 5 }, (_, i) => ({ row: 300 - i, reason: 'x' }));
    const messages = problemMessages(problems);
    expect(messages).toHaveLength(STOCK_IMPORT_MAX_PROBLEMS + 1);
    expect(messages[0]).toBe(`row ${300 - STOCK_IMPORT_MAX_PROBLEMS - 4}: x`);
    expect(messages.at(-1)).toBe('and 5 more problems');
  });
});
