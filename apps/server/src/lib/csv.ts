/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes
 * doubled, lines end in CRLF. A text cell that starts like a formula (= + - @, tab, CR) gets a leading
 * apostrophe, so a dish named "=HYPERLINK(...)" stays text when an owner opens the file in a
 * spreadsheet (CSV injection). Numbers and booleans are written as they are.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Excel opens a UTF-8 file as UTF-8 (Tamil names, ₹) only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
