import { QueryFailedError } from 'typeorm';

/** A unique index refused the write (SQLite or MySQL/MariaDB): the caller lost a race or repeated itself. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driverError?.errno === 1062;
}
