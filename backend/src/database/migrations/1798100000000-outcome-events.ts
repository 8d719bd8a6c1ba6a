import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };

/** Indexes on other modules' tables so the outcomes report reads the period's rows, not the whole tables. */
const REPORT_INDEXES: ReadonlyArray<[table: string, name: string, columns: string[]]> = [
  ['needs', 'idx_needs_firstShortlistedAt', ['firstShortlistedAt']],
  ['needs', 'idx_needs_acceptedAt', ['acceptedAt']],
  ['project_history', 'idx_project_history_toStatus_createdAt', ['toStatus', 'createdAt']],
  ['projects', 'idx_projects_createdAt_charityId', ['createdAt', 'charityId']],
];

/**
 * Issue 18, the funnel (docs/decisions/18-outcomes-funnel.md): the facts no other table holds (directory
 * searches, profile views, published reviews' scores), append-only and without personal data, and the one
 * random salt per day that de-duplicates profile views. The salt row is deleted once its day is over.
 */
export class OutcomeEvents1798100000000 implements MigrationInterface {
  name = 'OutcomeEvents1798100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outcome_events',
        columns: [
          id,
          { name: 'kind', type: 'varchar', length: '20', isNullable: false },
          { name: 'consultantId', type: 'int', isNullable: true },
          { name: 'projectId', type: 'int', isNullable: true },
          { name: 'score', type: 'double', isNullable: true },
          { name: 'viewerKey', type: 'varchar', length: '64', isNullable: true },
          { name: 'occurredAt', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'idx_outcome_events_kind_occurredAt', columnNames: ['kind', 'occurredAt'] }),
          new TableIndex({ name: 'idx_outcome_events_consultant_kind_occurredAt', columnNames: ['consultantId', 'kind', 'occurredAt'] }),
          new TableIndex({ name: 'uq_outcome_events_viewerKey', columnNames: ['viewerKey'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'outcome_daily_salts',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          { name: 'salt', type: 'varchar', length: '64', isNullable: false },
        ],
      }),
    );
    for (const [table, name, columnNames] of REPORT_INDEXES) await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...REPORT_INDEXES].reverse()) await queryRunner.dropIndex(table, name);
    await queryRunner.dropTable('outcome_daily_salts');
    await queryRunner.dropTable('outcome_events');
  }
}
