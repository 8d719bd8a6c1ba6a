import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);

/**
 * Issue 19 (D19): when an account was erased (a tombstone, never signed in again; erasing twice is 404) and
 * when its owner last exported their data (one export per 10 minutes, claimed atomically). Plain ALTER TABLE:
 * TypeORM's SQLite addColumn would recreate `users`.
 */
export class PersonalData1797500000000 implements MigrationInterface {
  name = 'PersonalData1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const datetime = isMysql(queryRunner) ? 'DATETIME' : 'datetime';
    await queryRunner.query(`ALTER TABLE users ADD COLUMN erasedAt ${datetime} NULL`);
    await queryRunner.query(`ALTER TABLE users ADD COLUMN lastExportAt ${datetime} NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN lastExportAt');
    await queryRunner.query('ALTER TABLE users DROP COLUMN erasedAt');
  }
}
