import type { Response } from 'express';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): a leading = + - @, or a tab / CR
 * that some spreadsheets strip before looking. Prefixed with an apostrophe so they show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, every row the same columns, the header first. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** For controllers with `@Res({ passthrough: true })`: the answer downloads as `<name>-YYYY-MM-DD.csv`. */
export function sendCsv<Row>(response: Response, name: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[], today = new Date()): string {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${name}-${today.toISOString().slice(0, 10)}.csv"`);
  // A byte-order mark so Excel opens UTF-8 names (é, ł) correctly.
  return `\uFEFF${toCsv(columns, rows)}`;
}
