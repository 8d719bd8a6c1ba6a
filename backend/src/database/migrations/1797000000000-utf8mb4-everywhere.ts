import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one character set and collation every MySQL/MariaDB table uses (emoji need 4-byte UTF-8). */
export const MYSQL_CHARSET = 'utf8mb4';
export const MYSQL_COLLATION = 'utf8mb4_unicode_ci';

/**
 * Issue 15: on a server whose default character set is latin1 (MariaDB's own default) the earlier migrations,
 * which name no character set, created latin1 tables, and any emoji in a form field was a 500. This sets the
 * database's default (so every table created after it is utf8mb4 whatever the server default) and converts every
 * table that is not yet utf8mb4_unicode_ci. MySQL/MariaDB only; SQLite stores UTF-8 anyway. No column names a
 * collation of its own, so CONVERT TO loses nothing. Not reversed: going back to latin1 would mangle text.
 */
export class Utf8mb4Everywhere1797000000000 implements MigrationInterface {
  name = 'Utf8mb4Everywhere1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!['mysql', 'mariadb'].includes(queryRunner.connection.options.type)) return;
    const [{ name }] = (await queryRunner.query('SELECT DATABASE() AS name')) as Array<{ name: string }>;
    await queryRunner.query(`ALTER DATABASE \`${name}\` CHARACTER SET ${MYSQL_CHARSET} COLLATE ${MYSQL_COLLATION}`);
    const tables = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND (TABLE_COLLATION IS NULL OR TABLE_COLLATION <> ?)`,
      [MYSQL_COLLATION],
    )) as Array<{ name: string }>;
    for (const table of tables) {
      await queryRunner.query(`ALTER TABLE \`${table.name}\` CONVERT TO CHARACTER SET ${MYSQL_CHARSET} COLLATE ${MYSQL_COLLATION}`);
    }
  }

  async down(): Promise<void> {
    // Deliberately nothing: see above.
  }
}
