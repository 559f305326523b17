import { describe, expect, it } from 'vitest';
import { csvTextCell, CsvSyntaxError, formatCsv, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads fields separated by commas and records by CRLF or LF', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('reads a lone CR as a line break, as old spreadsheets on a Mac save', () => {
    expect(parseCsv('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"Château ""Grand"", Vin","two\r\nlines",""\n"x",y')).toEqual([
      ['Château "Grand", Vin', 'two\r\nlines', ''],
      ['x', 'y'],
    ]);
  });

  it('takes no record from the line break after the last one, nor from a byte order mark', () => {
    expect(parseCsv('\uFEFFsize_id,stock\r\n1,5\r\n')).toEqual([
      ['size_id', 'stock'],
      ['1', '5'],
    ]);
    expect(parseCsv('a\n')).toEqual([['a']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('keeps empty fields, an empty line in the middle and spaces as they are', () => {
    expect(parseCsv('a,,c,\n\n b ,"c "\n')).toEqual([['a', '', 'c', ''], [''], [' b ', 'c ']]);
  });

  it.each([
    ['size_id,stock\n1,"5\n2,3\n', 2, 'a quoted field is never closed (a " is missing)'],
    ['size_id,stock\n1,5\n2,5"\n', 3, 'a field holding a " must be in quotes, with the " doubled'],
    ['a\n"quoted" and more,1\n', 2, 'a quoted field must be followed by a comma or the end of the line'],
  ])('refuses %j at the row where the problem starts', (text, row, reason) => {
    let thrown: unknown;
    try {
      parseCsv(text);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(CsvSyntaxError);
    expect(thrown).toMatchObject({ row, reason, message: `row ${row}: ${reason}` });
  });

  it('counts rows by record, so a quoted line break does not shift the row numbers after it', () => {
    expect(() => parseCsv('a,b\n"one\ntwo",1\n3,4"\n')).toThrow('row 3: ');
  });
});

describe('formatCsv', () => {
  it('quotes only the cells that need it, and ends every record with CRLF', () => {
    expect(
      formatCsv([
        ['size_id', 'product'],
        [1, 'Plain'],
        [2, 'Château "Grand", Vin'],
        [3, 'two\nlines'],
      ]),
    ).toBe('size_id,product\r\n1,Plain\r\n2,"Château ""Grand"", Vin"\r\n3,"two\nlines"\r\n');
  });

  it('turns text a spreadsheet would run as a formula into text, and leaves numbers alone', () => {
    expect(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\r=1'].map(csvTextCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\r=1"`,
    ]);
    expect(csvTextCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvTextCell('Rosé = good')).toBe('Rosé = good');
    expect(formatCsv([[-1, '-1']])).toBe("-1,'-1\r\n");
  });

  it('writes what parseCsv reads back, cell for cell', () => {
    const rows = [
      ['a', 'b,c', '"q"', 'line\r\nbreak', '', ' spaced '],
      ['1', '2', '3', '4', '5', '6'],
    ];
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
  });
});
