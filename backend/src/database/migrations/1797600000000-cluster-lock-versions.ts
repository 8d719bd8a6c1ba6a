import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: `SELECT … FOR UPDATE` locks a row on one Galera node only, so use cases that queued on an account's or a
 * consultant's row now bump this counter instead (SqlDialect.claimRow). The UPDATE is a write: on one node it takes
 * the row lock as before, across nodes the second commit loses certification and its transaction is retried.
 * Plain ADD COLUMN on both engines (SQLite adds it in place, so the consultants' FTS triggers stay).
 */
const TABLES = ['users', 'consultants'];

export class ClusterLockVersions1797600000000 implements MigrationInterface {
  name = 'ClusterLockVersions1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${q(table)} ADD COLUMN ${q('lockVersion')} integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    for (const table of TABLES) await queryRunner.query(`ALTER TABLE ${q(table)} DROP COLUMN ${q('lockVersion')}`);
  }
}
