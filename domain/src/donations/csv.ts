/**
 * CSV (RFC 4180) for spreadsheets: every cell quoted when it holds a quote, comma or line
 * break, quotes doubled, CRLF between rows. A text cell that a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so
 * a donor's e-mail such as "=HYPERLINK(...)" stays text. Numbers are written as they are.
 */
export type CsvCell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
