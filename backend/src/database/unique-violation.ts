import { QueryFailedError } from 'typeorm';

/** A write that lost to a unique index (SQLite or MySQL/MariaDB): the caller answers as if it had checked first. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driverError?.errno === 1062;
};
