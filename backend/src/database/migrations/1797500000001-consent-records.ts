import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Issue 19 (D19): a member's choices about non-essential mail (digests, reminders), one row per choice so
 * the history can be shown back; the latest row is the current choice. Text columns take the database's
 * utf8mb4 default, like every other table.
 */
export class ConsentRecords1797500000001 implements MigrationInterface {
  name = 'ConsentRecords1797500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consent_records',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int', isNullable: false },
          { name: 'kind', type: 'varchar', length: '40', isNullable: false },
          { name: 'granted', type: 'boolean', isNullable: false },
          { name: 'recordedAt', type: 'datetime', isNullable: false },
          { name: 'ipAddress', type: 'varchar', length: '64', isNullable: true },
          { name: 'userAgent', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_consent_records_user_kind', columnNames: ['userId', 'kind', 'recordedAt'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('consent_records');
  }
}
