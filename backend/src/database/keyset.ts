import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { LIST_CURSOR_MAX_LENGTH, LIST_CURSOR_MESSAGES } from '../contracts';
import { InvalidInputError } from '../kernel/domain-errors';
import { toDateOnly } from '../kernel/calendar-date';
import { rawIso } from './raw-values';
import { reverse, SqlDirection } from './sort-order';

/**
 * What a sort column holds, so a cursor's value is checked and bound as that type. `?`: the column may be NULL,
 * which both engines sort before every value (first ascending, last descending); the cursor carries null. A list
 * of values: an ENUM in the order the engine sorts it (MariaDB by declaration, SQLite's CHECKed text by value),
 * compared by membership of that order, not by `<` (MariaDB compares an ENUM with text as text).
 */
export type KeyKind = 'datetime' | 'text' | 'id' | 'datetime?' | 'text?' | 'date?' | readonly string[];
/** Rows after the cursor's row in the list's order (the next page), or before it (the previous page). */
type KeysetSide = 'after' | 'before';
type KeyValue = string | number | Date | null;

/** A decoded cursor: which side of which row (its sort values, the id last). */
export interface Keyset {
  side: KeysetSide;
  values: KeyValue[];
}

const TEXT_MAX = 500;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const invalid = (message: string = LIST_CURSOR_MESSAGES.cursorInvalid) => new InvalidInputError(message, { cursor: message });

/** A sort column's value as a cursor carries it: instants as ISO text (either driver's raw form), ids as numbers. */
function keyValueOf(kind: KeyKind, value: unknown): string | number | null {
  if (typeof kind === 'string' && kind.endsWith('?') && (value === null || value === undefined)) return null;
  if (kind === 'date?') return toDateOnly(value as Date | string) ?? '';
  if (kind === 'datetime?') return rawIso(value as Date | string) ?? '';
  if (kind === 'id') return Number(value);
  if (kind === 'datetime') return rawIso(value as Date | string) ?? '';
  return String(value);
}

/**
 * An opaque cursor: base64url of `[sort, side, ...values]`. It is a position, not a credential: whoever can read
 * the list can already reach any position with its filters, so it is checked (decodeCursor), not signed.
 */
function encodeCursor(sort: string, side: KeysetSide, values: ReadonlyArray<string | number | null>): string {
  return Buffer.from(JSON.stringify([sort, side === 'after' ? 'a' : 'b', ...values]), 'utf8').toString('base64url');
}

function checked(kind: KeyKind, value: unknown): KeyValue | undefined {
  if (typeof kind !== 'string') return typeof value === 'string' && kind.includes(value) ? value : undefined;
  if (kind.endsWith('?') && value === null) return null;
  if (kind === 'date?') return typeof value === 'string' && ISO_DATE.test(value) && toDateOnly(value) === value ? value : undefined;
  if (kind === 'text?') return checked('text', value);
  if (kind === 'datetime?') return checked('datetime', value);
  if (kind === 'id') return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (kind === 'text') return value.length <= TEXT_MAX ? value : undefined;
  if (!ISO_INSTANT.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) || instant.toISOString() !== value ? undefined : instant;
}

/**
 * The cursor of a list sorted by `sort` whose columns are of `kinds` (the id last). Anything else (not base64url
 * JSON, another sort's cursor, a value of the wrong type or out of range) is a 400 naming `cursor`, never a 500.
 */
export function decodeCursor(cursor: string, sort: string, kinds: readonly KeyKind[]): Keyset {
  if (cursor.length > LIST_CURSOR_MAX_LENGTH || !BASE64URL.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') throw invalid();
  if (parsed[0] !== sort) throw invalid(LIST_CURSOR_MESSAGES.cursorOtherSort);
  if (parsed.length !== kinds.length + 2 || (parsed[1] !== 'a' && parsed[1] !== 'b')) throw invalid();
  const values = kinds.map((kind, index) => checked(kind, parsed[index + 2]));
  if (values.some((value) => value === undefined)) throw invalid();
  return { side: parsed[1] === 'a' ? 'after' : 'before', values: values as KeyValue[] };
}

/**
 * `c0 < :k0 OR (c0 = :k0 AND (c1 < :k1 OR (c1 = :k1 AND id < :k2)))` (or `>`), behind a leading `c0 <= :k0`:
 * MariaDB's range optimiser turns the nest into ranges of the sort's index (whose entries end on the primary key),
 * SQLite starts from the leading bound; neither sorts or steps over the rows before the cursor. A nullable column
 * (NULL first ascending, last descending) adds its NULL rows on the side they sort on; an ENUM column compares by
 * the values before or after the cursor's in the engine's order (an IN list: a few index ranges).
 */
function keysetCondition(columns: readonly string[], operator: '<' | '>', prefix: string, values: readonly KeyValue[], kinds: readonly (KeyKind | undefined)[]): string {
  const nullable = (index: number) => typeof kinds[index] === 'string' && (kinds[index] as string).endsWith('?');
  const beyond = (index: number): string => {
    const kind = kinds[index];
    if (typeof kind !== 'string' && kind !== undefined) {
      const at = kind.indexOf(values[index] as string);
      const others = kind.map((_, other) => other).filter((other) => (operator === '>' ? other > at : other < at));
      return others.length ? `${columns[index]} IN (${others.map((other) => `:${prefix}${index}e${other}`).join(', ')})` : '1 = 0';
    }
    if (values[index] === null) return operator === '>' ? `${columns[index]} IS NOT NULL` : '1 = 0';
    const strict = `${columns[index]} ${operator} :${prefix}${index}`;
    return nullable(index) && operator === '<' ? `(${strict} OR ${columns[index]} IS NULL)` : strict;
  };
  const tie = (index: number) => (values[index] === null ? `${columns[index]} IS NULL` : `${columns[index]} = :${prefix}${index}`);
  const nest = (index: number): string => (index === columns.length - 1 ? beyond(index) : `(${beyond(index)} OR (${tie(index)} AND ${nest(index + 1)}))`);
  const lead = typeof kinds[0] !== 'string' && kinds[0] !== undefined ? '' : values[0] === null ? (operator === '<' ? `${columns[0]} IS NULL AND ` : '') : nullable(0) && operator === '<' ? `(${columns[0]} <= :${prefix}0 OR ${columns[0]} IS NULL) AND ` : `${columns[0]} ${operator}= :${prefix}0 AND `;
  return `${lead}${nest(0)}`;
}

/** The parameters of keysetCondition: each non-null value, and an ENUM's values either side of the cursor's. */
function keysetParameters(values: readonly KeyValue[], kinds: readonly (KeyKind | undefined)[], prefix: string): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  values.forEach((value, index) => {
    if (value !== null) parameters[`${prefix}${index}`] = value;
    const kind = kinds[index];
    if (typeof kind !== 'string' && kind !== undefined) kind.forEach((member, other) => (parameters[`${prefix}${index}e${other}`] = member));
  });
  return parameters;
}

/**
 * Narrows `query` (the list's filtered query of ids) to the `limit` rows on the cursor's side of its row, in the
 * order they are read: the list's order after it, the reverse before it (put back by the caller). One more row
 * than the page is asked for, so the caller knows whether the list goes on.
 */
/** The order a keyset page is read in: the list's after a cursor, the reverse before one. */
export const readingOrder = (terms: ReadonlyArray<[string, SqlDirection]>, keyset: Keyset | undefined): Array<[string, SqlDirection]> =>
  terms.map(([column, direction]) => [column, keyset?.side === 'before' ? reverse(direction) : direction]);

export function applyKeyset<Q extends SelectQueryBuilder<ObjectLiteral>>(
  query: Q,
  terms: ReadonlyArray<[string, SqlDirection]>,
  keyset: Keyset | undefined,
  limit: number,
  kinds: readonly (KeyKind | undefined)[] = [],
): Q {
  const order = readingOrder(terms, keyset);
  if (keyset) {
    const columns = terms.map(([column]) => column);
    query.andWhere(`(${keysetCondition(columns, order[0][1] === 'ASC' ? '>' : '<', 'keyset', keyset.values, kinds)})`, keysetParameters(keyset.values, kinds, 'keyset'));
  }
  for (const [column, direction] of order) query.addOrderBy(column, direction);
  return query.limit(limit + 1);
}

/** A page read by applyKeyset, back in the list's order, and the cursors either side of it. */
export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  previousCursor: string | null;
}

/** The cursors either side of a page in the list's order: after its last row, before its first. */
export function cursorsAround<Row>(rows: readonly Row[], hasNext: boolean, hasPrevious: boolean, sort: string, valuesOf: (row: Row) => Array<string | number | null>) {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    nextCursor: hasNext && last !== undefined ? encodeCursor(sort, 'after', valuesOf(last)) : null,
    previousCursor: hasPrevious && first !== undefined ? encodeCursor(sort, 'before', valuesOf(first)) : null,
  };
}

/**
 * `read` rows (limit + 1, in reading order) → the page in the list's order and its cursors. After a cursor (or
 * on the first page) the extra row says a next page exists; before a cursor it says a previous one does, and
 * the cursor's own row is the next page.
 */
export function keysetPage<Row>(read: Row[], keyset: Keyset | undefined, limit: number, sort: string, valuesOf: (row: Row) => Array<string | number | null>): KeysetPage<Row> {
  const more = read.length > limit;
  const rows = read.slice(0, limit);
  const before = keyset?.side === 'before';
  if (before) rows.reverse();
  return { rows, ...cursorsAround(rows, before || more, before ? more : keyset !== undefined, sort, valuesOf) };
}

/** The row's field of each sort term: the column's own name, unless the list names its fields (GrowingList.fields). */
export const termFields = (terms: ReadonlyArray<[string, SqlDirection]>, fields?: readonly string[]): string[] =>
  fields ? [...fields] : terms.map(([column]) => column.slice(column.lastIndexOf('.') + 1));

/** How a list's sort terms (`alias.column` or `column`) read a cursor: each column's kind, and a row's values. */
export function keyColumns<Row extends object>(terms: ReadonlyArray<[string, SqlDirection]>, kinds: Readonly<Record<string, KeyKind>>, named?: readonly string[]) {
  const fields = termFields(terms, named);
  const columnKinds = fields.map((field) => kinds[field]);
  return {
    kinds: columnKinds,
    valuesOf: (row: Row) => fields.map((field, index) => keyValueOf(columnKinds[index], (row as Record<string, unknown>)[field])),
  };
}

/**
 * The key kind of an ENUM column: its values in the order `engine` sorts them (MariaDB/MySQL by declaration, SQLite,
 * where the column is CHECKed text, by value).
 */
export const enumKeyKind = (engine: string, values: readonly string[]): readonly string[] => (engine === 'better-sqlite3' ? [...values].sort() : values);

/** The name a cursor carries of the sort it was made for: a cursor only continues the sort it came from. */
export const sortName = (sort: { key: string; order: string } | undefined): string => (sort ? `${sort.key}:${sort.order}` : 'default');
