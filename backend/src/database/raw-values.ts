/**
 * Raw queries bypass TypeORM's column conversion: SQLite answers datetimes as UTC text without a zone and
 * booleans as 0/1, MySQL/MariaDB as Date and 0/1 (or '0'/'1' for some drivers' TINYINT).
 */
export function rawDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}

export const rawIso = (value: Date | string | null | undefined): string | null => rawDate(value)?.toISOString() ?? null;

export const rawBool = (value: unknown): boolean => !!Number(value);

export function rawJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  try {
    const parsed: unknown = JSON.parse(String(value || '[]'));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** rawDate for NOT NULL columns. */
export const toInstant = (value: Date | string): Date => rawDate(value) as Date;
