import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from './csv.js';

const fields = (text: string) => parseCsv(text).records.map((r) => r.fields);

describe('parseCsv (RFC 4180)', () => {
  it('splits fields on commas and records on CRLF, LF or CR', () => {
    expect(fields('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('"a,b","say ""hi""","line 1\r\nline 2",plain\r\n')).toEqual([
      ['a,b', 'say "hi"', 'line 1\r\nline 2', 'plain'],
    ]);
  });

  it('drops a byte-order mark and a last line break, and skips blank lines', () => {
    expect(fields('\uFEFFsku,name\r\n\r\nA,B\r\n')).toEqual([
      ['sku', 'name'],
      ['A', 'B'],
    ]);
  });

  it('keeps empty fields, at the start, the middle and the end', () => {
    expect(fields(',a,,b,')).toEqual([['', 'a', '', 'b', '']]);
    expect(fields('""')).toEqual([['']]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const { records } = parseCsv('h\n"two\nlines"\nthree\n\nfive');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 6]);
  });

  it('is lenient where spreadsheets are: a quote inside an unquoted field stays text', () => {
    expect(fields('5" pipe,x')).toEqual([['5" pipe', 'x']]);
    expect(fields('"quoted"tail,x')).toEqual([['quotedtail', 'x']]);
  });

  it('reports a quoted field that never closes, with the line it opened on', () => {
    expect(parseCsv('a,b\n1,"open\nstill open')).toEqual({
      records: [{ line: 1, fields: ['a', 'b'] }],
      unterminatedAt: 2,
    });
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual({ records: [] });
    expect(parseCsv('\uFEFF')).toEqual({ records: [] });
  });
});

describe('toCsv', () => {
  it('quotes only the fields that need it and ends every record with CRLF', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', ''],
      ]),
    ).toBe('a,b\r\n1,\r\n');
    expect(toCsv([])).toBe('');
  });

  it('round-trips through parseCsv', () => {
    const rows = [
      ['sku', 'name', 'description'],
      ['BP-1', 'Pads, "premium"', 'Line 1\r\nLine 2'],
      ['BP-2', '', 'ünïcödé, عربي, 中文'],
    ];
    expect(fields(toCsv(rows))).toEqual(rows);
  });
});
