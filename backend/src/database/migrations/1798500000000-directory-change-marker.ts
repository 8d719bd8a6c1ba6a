import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);
const INDEX = 'idx_consultants_directory_changed';
/** SQLite's clock in the column's text form (UTC, milliseconds), so strings compare in time order. */
const SQLITE_NOW = "strftime('%Y-%m-%d %H:%M:%f', 'now')";

/**
 * Issue 22: the directory searches an in-process index on every instance, kept in step by reading the consultants
 * changed since the last look. `directoryChangedAt` is that change marker, set by the database itself on every
 * insert and on every update of any column, whichever code path writes (MariaDB/MySQL: ON UPDATE; SQLite:
 * triggers), and indexed so the look is a short range. Raw SQL on SQLite: TypeORM's addColumn would recreate the
 * table and drop the full-text triggers of migration 1795600000000.
 */
export class DirectoryChangeMarker1798500000000 implements MigrationInterface {
  name = 'DirectoryChangeMarker1798500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        'ALTER TABLE consultants ADD COLUMN directoryChangedAt DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)',
      );
    } else {
      await queryRunner.query("ALTER TABLE consultants ADD COLUMN directoryChangedAt varchar(23) NOT NULL DEFAULT '1970-01-01 00:00:00.000'");
      await queryRunner.query(`UPDATE consultants SET directoryChangedAt = ${SQLITE_NOW}`);
      await queryRunner.query(
        `CREATE TRIGGER consultants_directory_changed_insert AFTER INSERT ON consultants BEGIN UPDATE consultants SET directoryChangedAt = ${SQLITE_NOW} WHERE id = new.id; END`,
      );
      // Only when the writer did not set the marker itself, so the trigger's own update does not run it again.
      await queryRunner.query(
        `CREATE TRIGGER consultants_directory_changed_update AFTER UPDATE ON consultants WHEN new.directoryChangedAt IS old.directoryChangedAt BEGIN UPDATE consultants SET directoryChangedAt = ${SQLITE_NOW} WHERE id = new.id; END`,
      );
    }
    await queryRunner.query(`CREATE INDEX ${INDEX} ON consultants (directoryChangedAt)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(isMysql(queryRunner) ? `DROP INDEX ${INDEX} ON consultants` : `DROP INDEX ${INDEX}`);
    if (!isMysql(queryRunner)) {
      await queryRunner.query('DROP TRIGGER consultants_directory_changed_update');
      await queryRunner.query('DROP TRIGGER consultants_directory_changed_insert');
    }
    await queryRunner.query('ALTER TABLE consultants DROP COLUMN directoryChangedAt');
  }
}
