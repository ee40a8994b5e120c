/**
 * Where a spreadsheet may start a new cell inside our text: the start, and after any separator a
 * locale or an import dialog may use (comma, semicolon, tab, pipe, line break), with spaces or a
 * quote in between. A semicolon-separated Excel splits `Tasty;=HYPERLINK(...)` into two cells.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t|\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes
 * doubled, lines end in CRLF. Wherever a text cell could start a formula (= + - @, tab, CR), at its
 * start or after any separator, an apostrophe is put before it, so a dish named "=HYPERLINK(...)" or
 * "Tasty;=HYPERLINK(...)" stays text whichever separator the spreadsheet splits on (CSV
 * injection). Numbers and booleans are written as they are.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel opens a UTF-8 file as UTF-8 (Tamil names, ₹) only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
