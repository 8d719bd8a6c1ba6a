import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };

/**
 * Issue 10, the admin back-office: application reviews (a rejected applicant is kept, not deleted),
 * introduction requests as work with their history, the once-a-day digest marker, and the indexes the
 * audit-log and outbox filters read. `consultants` is not touched (its SQLite FTS triggers stay).
 */
export class AdminBackOffice1796100000000 implements MigrationInterface {
  name = 'AdminBackOffice1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consultant_application_reviews',
        columns: [
          id,
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'decision', type: 'varchar', length: '20', isNullable: false },
          { name: 'reason', type: 'text', isNullable: true },
          { name: 'reviewerUserId', type: 'int', isNullable: true },
          { name: 'reviewedAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'uq_consultant_application_reviews_consultantId', columnNames: ['consultantId'], isUnique: true })],
      }),
    );

    await queryRunner.addColumns('introduction_requests', [
      new TableColumn({ name: 'declineReason', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'statusNote', type: 'text', isNullable: true }),
      new TableColumn({ name: 'statusChangedAt', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex('introduction_requests', new TableIndex({ name: 'idx_introduction_requests_status_createdAt', columnNames: ['status', 'createdAt'] }));
    await queryRunner.createTable(
      new Table({
        name: 'introduction_request_moves',
        columns: [
          id,
          { name: 'introductionRequestId', type: 'int', isNullable: false },
          { name: 'fromStatus', type: 'varchar', length: '30', isNullable: false },
          { name: 'toStatus', type: 'varchar', length: '30', isNullable: false },
          { name: 'declineReason', type: 'varchar', length: '40', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'actorUserId', type: 'int', isNullable: true },
          { name: 'movedAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_introduction_request_moves_request', columnNames: ['introductionRequestId', 'movedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'scheduled_digests',
        columns: [
          id,
          { name: 'name', type: 'varchar', length: '60', isNullable: false },
          { name: 'day', type: 'varchar', length: '10', isNullable: false },
          { name: 'sentAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'uq_scheduled_digests_name_day', columnNames: ['name', 'day'], isUnique: true })],
      }),
    );

    await queryRunner.createIndex('audit_log', new TableIndex({ name: 'idx_audit_log_actor_createdAt', columnNames: ['actorUserId', 'createdAt'] }));
    await queryRunner.createIndex('mail_outbox', new TableIndex({ name: 'idx_mail_outbox_status_id', columnNames: ['status', 'id'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('mail_outbox', 'idx_mail_outbox_status_id');
    await queryRunner.dropIndex('audit_log', 'idx_audit_log_actor_createdAt');
    await queryRunner.dropTable('scheduled_digests');
    await queryRunner.dropTable('introduction_request_moves');
    await queryRunner.dropIndex('introduction_requests', 'idx_introduction_requests_status_createdAt');
    await queryRunner.dropColumn('introduction_requests', 'statusChangedAt');
    await queryRunner.dropColumn('introduction_requests', 'statusNote');
    await queryRunner.dropColumn('introduction_requests', 'declineReason');
    await queryRunner.dropTable('consultant_application_reviews');
  }
}
