/**
 * Text a spreadsheet would run as a formula: a leading =, +, -, @ (or their full-width forms,
 * which some locales read alike), also after spaces, or a leading tab or line break (CSV
 * injection, OWASP).
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
/** A signed number or a phone number ("-12.50", "+65 9123 4567"): no formula hides in digits. */
const SIGNED_NUMBER = /^[+-]\d[\d .]*$/;

/**
 * One cell. Text is always quoted, so no separator a spreadsheet may be set to (comma, semicolon,
 * tab, pipe) splits it into cells of their own, one of which could start a formula; text that
 * would start a formula gets a leading apostrophe, which spreadsheets read as "this is text".
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const defused = FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
  return `"${defused.replaceAll('"', '""')}"`;
}

/** One line of cells, ended as spreadsheets expect (CRLF). */
export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A byte order mark first lets Excel read the UTF-8 (names, the en dash) correctly. */
export const CSV_BOM = '\uFEFF';
