/**
 * One cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, ended as spreadsheets expect (CRLF). */
export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A byte order mark first lets Excel read the UTF-8 (names, the en dash) correctly. */
export const CSV_BOM = '\uFEFF';
