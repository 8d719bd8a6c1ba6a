import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);
const FRESH_DAYS = 30;

/**
 * Issue 7, D15 and unmet demand: the directory's stored 'Available' state (so the unsearched page walks an
 * index instead of sorting every approved row), the one-click confirmation links, and zero-result searches.
 * The column is added with a plain ALTER TABLE: TypeORM's SQLite addColumn recreates `consultants`, which
 * would drop the FTS5 triggers of 1795600000000.
 */
export class AvailabilityFreshness1795800000000 implements MigrationInterface {
  name = 'AvailabilityFreshness1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    await queryRunner.query(`ALTER TABLE consultants ADD COLUMN availableNow ${mysql ? 'tinyint' : 'boolean'} NOT NULL DEFAULT 0`);
    const cutoff = new Date(Date.now() - FRESH_DAYS * 86_400_000);
    await queryRunner.query('UPDATE consultants SET availableNow = 1 WHERE availability = 1 AND availabilityConfirmedAt >= ?', [
      mysql ? cutoff : cutoff.toISOString().replace('T', ' ').replace('Z', ''),
    ]);
    await queryRunner.createIndex(
      'consultants',
      new TableIndex({ name: 'idx_consultants_directory_rank', columnNames: ['isApproved', 'isFeatured', 'availableNow', 'id', 'expertiseMask'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'availability_confirmations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'tokenHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'createdAt', type: 'datetime', isNullable: false },
          { name: 'expiresAt', type: 'datetime', isNullable: false },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          { name: 'outcome', type: 'varchar', length: '20', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_availability_confirmations_tokenHash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'idx_availability_confirmations_consultant', columnNames: ['consultantId', 'createdAt'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'directory_unmet_searches',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'searchText', type: 'varchar', length: '200', isNullable: false, default: "''" },
          { name: 'expertiseMask', type: 'int', isNullable: false, default: 0 },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_directory_unmet_searches_createdAt', columnNames: ['createdAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('directory_unmet_searches');
    await queryRunner.dropTable('availability_confirmations');
    await queryRunner.dropIndex('consultants', 'idx_consultants_directory_rank');
    // SQLite 3.35+ drops a column in place (no table rebuild, so the FTS5 triggers stay).
    await queryRunner.query('ALTER TABLE consultants DROP COLUMN availableNow');
  }
}
