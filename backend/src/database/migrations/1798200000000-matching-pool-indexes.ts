import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 17 benchmark (`npm run bench:matching`, 100,000 consultants): the candidates pool is ordered by
 * (availableNow DESC, id) within the approved, but the directory's index leads with isFeatured, so MariaDB
 * sorted every approved consultant (a filesort of ~90,000 rows) to keep 300. This index walks the approved in
 * the pool's order and carries the expertise bits, so the scan stops after the first 300 that match. Its
 * availableNow is descending like the pool's ORDER BY (availableNow DESC, id ASC): an index in one direction
 * cannot serve mixed directions, and MariaDB sorted again. TypeORM's TableIndex has no column order, hence SQL
 * (the same on SQLite and MariaDB ≥ 10.8 / MySQL 8; an older server ignores DESC and only sorts).
 * The pool's four correlated project counts filter on (consultantId, status): one range each instead of
 * reading every project of the consultant.
 */
const POOL = 'idx_consultants_matching_pool';
const PROJECTS = 'idx_projects_consultant_status';

export class MatchingPoolIndexes1798200000000 implements MigrationInterface {
  name = 'MatchingPoolIndexes1798200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX ${POOL} ON consultants (isApproved, availableNow DESC, id, expertiseMask)`);
    await queryRunner.createIndex('projects', new TableIndex({ name: PROJECTS, columnNames: ['consultantId', 'status'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('projects', PROJECTS);
    await queryRunner.dropIndex('consultants', POOL);
  }
}
