import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The kinds and statuses in their declared order (contracts, frozen here as a migration must be). */
const KINDS = ['activate', 'renew', 'change_tier'];
const STATUSES = ['pending', 'done', 'declined'];

const INDEXES = [
  new TableIndex({ name: 'idx_membership_requests_openRank_createdAt', columnNames: ['openRank', 'createdAt'] }),
  new TableIndex({ name: 'idx_membership_requests_statusRank_createdAt', columnNames: ['statusRank', 'createdAt'] }),
  new TableIndex({ name: 'idx_membership_requests_kindRank', columnNames: ['kindRank'] }),
  new TableIndex({ name: 'idx_membership_requests_createdAt', columnNames: ['createdAt'] }),
];

const rankOf = (column: string, values: string[]) => `CASE ${column} ${values.map((value, rank) => `WHEN '${value}' THEN ${rank}`).join(' ')} ELSE 0 END`;

/**
 * Issue 22: the admins' list of membership requests reads by keyset in each of its sorts, through an index whose
 * entries give that order. Its default order, open requests first, was a CASE no index holds: `openRank` (1 while
 * pending, 0 after) is that CASE as a column, written with the status. MariaDB holds `kind` and `status` as ENUMs,
 * ordered by declared position but compared with text as text, so no keyset holds on them: `kindRank` and
 * `statusRank` are those positions as numbers (the order MariaDB always showed), written with the values.
 */
export class MembershipRequestListKeys1799220000001 implements MigrationInterface {
  name = 'MembershipRequestListKeys1799220000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['openRank', 'statusRank', 'kindRank']) {
      await queryRunner.addColumn('membership_requests', new TableColumn({ name, type: 'smallint', isNullable: false, default: 0 }));
    }
    await queryRunner.query(
      `UPDATE membership_requests SET openRank = CASE WHEN status = 'pending' THEN 1 ELSE 0 END, statusRank = ${rankOf('status', STATUSES)}, kindRank = ${rankOf('kind', KINDS)}`,
    );
    for (const index of INDEXES) await queryRunner.createIndex('membership_requests', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex('membership_requests', index.name as string);
    for (const name of ['kindRank', 'statusRank', 'openRank']) await queryRunner.dropColumn('membership_requests', name);
  }
}
