import { QueryFailedError } from 'typeorm';

/** A unique index or primary key refused the write (MySQL/MariaDB 1062, SQLite's UNIQUE or PRIMARY KEY constraint): a concurrent twin got there first. */
export const isUniqueViolation = (error: unknown): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return driverError?.code === 'ER_DUP_ENTRY' || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driverError?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || driverError?.errno === 1062;
};
