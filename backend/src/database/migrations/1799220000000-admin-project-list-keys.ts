import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The statuses in their declared order (contracts PROJECT_STATUSES, frozen here as a migration must be). */
const STATUSES = ['pending', 'matching', 'in_progress', 'completed', 'cancelled'];

const INDEXES = [
  new TableIndex({ name: 'idx_projects_createdAt', columnNames: ['createdAt'] }),
  new TableIndex({ name: 'idx_projects_title', columnNames: ['title'] }),
  new TableIndex({ name: 'idx_projects_statusRank_createdAt', columnNames: ['statusRank', 'createdAt'] }),
  new TableIndex({ name: 'idx_projects_status_createdAt', columnNames: ['status', 'createdAt'] }),
];

/**
 * Issue 22: the admins' project list reads by keyset in each of its sorts, through an index whose entries give
 * that order (ending on the primary key). MariaDB holds `status` as an ENUM: it orders by the declared position
 * but compares with a text as text, so a keyset over it would skip and repeat rows. `statusRank` is that position
 * as a number (the order MariaDB always showed), written with the status; the status sort reads it.
 */
export class AdminProjectListKeys1799220000000 implements MigrationInterface {
  name = 'AdminProjectListKeys1799220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('projects', new TableColumn({ name: 'statusRank', type: 'smallint', isNullable: false, default: 0 }));
    const ranks = STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ');
    await queryRunner.query(`UPDATE projects SET statusRank = CASE status ${ranks} ELSE 0 END`);
    for (const index of INDEXES) await queryRunner.createIndex('projects', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex('projects', index.name as string);
    await queryRunner.dropColumn('projects', 'statusRank');
  }
}
