import type { TestApp } from '../support/test-app';

const isMysql = (t: TestApp) => ['mysql', 'mariadb'].includes(t.dataSource.options.type);

/** Every table in the database (not only those with an entity: FTS shadow tables too). */
async function allTables(t: TestApp): Promise<string[]> {
  if (isMysql(t)) {
    const rows: Array<{ name: string }> = await t.dataSource.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()');
    return rows.map((row) => row.name);
  }
  const rows: Array<{ name: string }> = await t.dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'");
  return rows.map((row) => row.name);
}

/**
 * Where any of `needles` still appears, case-insensitively, in any text of any row of any table:
 * ['table.column: needle', …]. Binary columns (file bytes) are read as text too.
 */
export async function findTraces(t: TestApp, needles: string[]): Promise<string[]> {
  const quote = isMysql(t) ? (name: string) => `\`${name}\`` : (name: string) => `"${name}"`;
  const wanted = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const table of await allTables(t)) {
    const rows: Array<Record<string, unknown>> = await t.dataSource.query(`SELECT * FROM ${quote(table)}`);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)).toLowerCase();
        for (const needle of wanted) if (text.includes(needle)) found.push(`${table}.${column}: ${needle}`);
      }
    }
  }
  return [...new Set(found)];
}
