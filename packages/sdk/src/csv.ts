/**
 * A small RFC 4180 CSV reader and writer (issue 24: a shop's catalogue as a spreadsheet). No dependency: the
 * format is a page of rules.
 *
 * Reading: fields separated by commas, records by CRLF, LF or a lone CR; a field in double quotes may hold commas,
 * line breaks and `""` (one quote). A byte-order mark at the start is dropped (Excel writes one). Lenient where
 * spreadsheets are: a quote inside an unquoted field is kept as text, text after a closing quote is appended, and
 * a quoted field still open at the end of the text is an error (`unterminated`), since its record would be cut.
 * Every record remembers the line it starts on (1-based), so errors can name the line a spreadsheet shows.
 */

export interface CsvRecord {
  /** The line of the text the record starts on (1-based). */
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** The line of a quoted field that never closes; its record is left out. */
  unterminatedAt?: number;
}

const BOM = '\uFEFF';

/** Parses CSV text into records; a blank line (no characters) is skipped. */
export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let quoteOpenedAt = 0;
  /** Whether the current record has any character yet (so a blank line is not a record of one empty field). */
  let started = false;

  const endRecord = () => {
    fields.push(field);
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (c === '\r' || c === '\n') {
        // A line break inside quotes is part of the field; CRLF is kept as one line.
        if (c === '\r' && text[i + 1] === '\n') {
          field += '\r\n';
          i += 2;
        } else {
          field += c;
          i++;
        }
        line++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      started = true;
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      quoteOpenedAt = line;
      started = true;
      i++;
      continue;
    }
    field += c;
    started = true;
    i++;
  }
  if (quoted) return { records, unterminatedAt: quoteOpenedAt };
  if (started || fields.length) endRecord();
  return { records };
}

/** One field as CSV: quoted when it holds a comma, a quote, a line break or leading/trailing spaces. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records as CSV text: CRLF between records and at the end (RFC 4180). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length ? '\r\n' : '');
}
