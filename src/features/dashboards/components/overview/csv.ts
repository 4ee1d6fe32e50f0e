/**
 * CSV (RFC 4180) for the All Project Data download: every field quoted, quotes doubled, CRLF
 * line ends, and a text cell that a spreadsheet would run as a formula (starting with =, +, -, @,
 * a tab or a carriage return) prefixed with ' so it stays text (OWASP "CSV injection").
 * Numbers are written as numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '""';
  const text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : FORMULA_START.test(cell) ? `'${cell}` : cell;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header line and a line per row. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
