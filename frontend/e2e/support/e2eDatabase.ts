import { createRequire } from 'node:module';
import path from 'node:path';
import { readState } from './state';

interface Statement {
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number };
}
interface Database {
  prepare(sql: string): Statement;
  close(): void;
}

/**
 * The SQLite file of the backend global-setup started, for the few facts no API reads or writes.
 * better-sqlite3 is the backend's driver; required at run time so the specs have no new dependency.
 */
export function withE2eDatabase<T>(use: (db: Database) => T, options: { readonly: boolean } = { readonly: true }): T {
  const tempDir = readState()?.tempDir;
  if (!tempDir) throw new Error('No e2e database: this check needs the backend global-setup starts');
  const Sqlite = createRequire(__filename)('better-sqlite3') as new (file: string, options: object) => Database;
  const db = new Sqlite(path.join(tempDir, 'e2e.sqlite'), { readonly: options.readonly, fileMustExist: true, timeout: 5_000 });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/**
 * Gives an existing account the admin flag. No API grants admin rights (D6: only role/isAdmin make an admin),
 * so an admin who is also a consultant exists only where an operator set the flag in the database.
 */
export function grantAdminFlag(username: string): void {
  const { changes } = withE2eDatabase((db) => db.prepare('UPDATE users SET isAdmin = 1 WHERE username = ?').run(username), { readonly: false });
  if (changes !== 1) throw new Error(`No user ${username} to make an admin`);
}
