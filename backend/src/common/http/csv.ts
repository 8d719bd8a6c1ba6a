import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"): a leading = + - @, or a tab / CR
 * that some spreadsheets strip before looking. Prefixed with an apostrophe so they show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Lines are handed to the socket in chunks of about this size: one write per row would cost more than the row. */
const CHUNK_BYTES = 64 * 1024;

export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;

/** RFC 4180: CRLF line ends, every row the same columns, the header first. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))].map(csvLine).join('');
}

/**
 * The same text as `toCsv` in UTF-8, produced as the rows arrive: each line is written into the current chunk's
 * buffer at once, so an export of any length costs the memory of one chunk, and the header leaves before the
 * database has read the last row. Lines go into a Buffer rather than being joined into a string (issue 22): a
 * string chunk keeps its ~300 lines alive across the young generation's collections, which promoted them and grew
 * the heap by tens of MB over a million rows; a line written to a Buffer is garbage at once.
 * A byte-order mark first, so Excel opens UTF-8 names (é, ł) correctly.
 */
export async function* csvChunks<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${csvLine(columns.map((column) => csvCell(column.header)))}`, 'utf8');
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for await (const row of rows) {
    const line = csvLine(columns.map((column) => csvCell(column.value(row))));
    if (used > 0 && used + Buffer.byteLength(line, 'utf8') > CHUNK_BYTES) {
      yield chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      used = 0;
    }
    // A line longer than a chunk leaves on its own.
    if (Buffer.byteLength(line, 'utf8') > CHUNK_BYTES) yield Buffer.from(line, 'utf8');
    else used += chunk.write(line, used, 'utf8');
  }
  if (used) yield chunk.subarray(0, used);
}

/** `<name>-YYYY-MM-DD.csv`, the download name of every export. */
const csvFileName = (name: string, today = new Date()): string => `${name}-${today.toISOString().slice(0, 10)}.csv`;

/**
 * The answer of every `?format=csv`: the rows streamed to the client as they are read (issue 22), with no cap.
 * Returned from a handler, Nest pipes it to the response with back-pressure: a slow client pauses the reading.
 */
export function streamCsv<Row>(name: string, columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>, today = new Date()): StreamableFile {
  return new StreamableFile(Readable.from(csvChunks(columns, rows), { objectMode: false, highWaterMark: CHUNK_BYTES }), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${csvFileName(name, today)}"`,
  });
}
