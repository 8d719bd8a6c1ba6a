import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** Issue 10: audit rows can name a subject that is not a user (a project, an introduction request, …). */
export class AuditSubjects1795700000000 implements MigrationInterface {
  name = 'AuditSubjects1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('audit_log', [
      new TableColumn({ name: 'subjectType', type: 'varchar', length: '40', isNullable: true }),
      new TableColumn({ name: 'subjectId', type: 'int', isNullable: true }),
    ]);
    await queryRunner.createIndex('audit_log', new TableIndex({ name: 'idx_audit_log_subject', columnNames: ['subjectType', 'subjectId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_log', 'idx_audit_log_subject');
    await queryRunner.dropColumn('audit_log', 'subjectId');
    await queryRunner.dropColumn('audit_log', 'subjectType');
  }
}
