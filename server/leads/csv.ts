/** Characters that make a spreadsheet treat a cell as a formula (or smuggle one in). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, safe to open in a spreadsheet: a value that could start a formula gets a leading
 * apostrophe (shown as text, never evaluated), and every cell is quoted with quotes doubled, so
 * commas, quotes and line breaks stay inside their cell.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const neutralised = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${neutralised.replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV: a header row, then one row per record, CRLF line ends. */
export function toCsv<T extends Record<string, unknown>>(
  columns: (keyof T & string)[],
  rows: T[],
): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => csvCell(row[column] as string | number | null)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
