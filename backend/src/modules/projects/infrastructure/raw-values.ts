/**
 * Raw SQL rows come back in each driver's own types: SQLite hands datetimes as UTC text and booleans as
 * 0/1, MySQL as Date and 0/1. These read them the same way on both.
 */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

export function toStringList(value: string | string[] | null): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
