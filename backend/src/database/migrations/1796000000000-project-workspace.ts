import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue 9: the project workspace (history of moves and documents, D8/D16), the one-off project type,
 * and the bookkeeping of membership requests and expiry reminders (D9). Columns are added with
 * addColumn only: recreating `charities` or `projects` on SQLite would gain nothing and risk the data.
 */
export class ProjectWorkspace1796000000000 implements MigrationInterface {
  name = 'ProjectWorkspace1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // D16: files up to 10 MB; MySQL's BLOB stops at 64 kB.
    const blobType = queryRunner.connection.options.type === 'better-sqlite3' ? 'blob' : 'longblob';
    await queryRunner.addColumn('projects', new TableColumn({ name: 'type', type: 'varchar', length: '20', isNullable: true }));
    await queryRunner.addColumn('charities', new TableColumn({ name: 'membershipReminderSentFor', type: 'date', isNullable: true }));
    await queryRunner.addColumns('membership_requests', [
      new TableColumn({ name: 'handledAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'handledByUserId', type: 'int', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'project_history',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'projectId', type: 'int', isNullable: false },
          { name: 'event', type: 'varchar', length: '30', isNullable: false },
          { name: 'fromStatus', type: 'varchar', length: '20', isNullable: true },
          { name: 'toStatus', type: 'varchar', length: '20', isNullable: true },
          { name: 'detail', type: 'varchar', length: '255', isNullable: true },
          { name: 'actorUserId', type: 'int', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_project_history_project', columnNames: ['projectId', 'createdAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'project_files',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'projectId', type: 'int', isNullable: false },
          { name: 'fileName', type: 'varchar', length: '255', isNullable: false },
          { name: 'contentType', type: 'varchar', length: '120', isNullable: false },
          { name: 'sizeBytes', type: 'int', isNullable: false },
          { name: 'uploadedByUserId', type: 'int', isNullable: false },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_project_files_project', columnNames: ['projectId', 'createdAt'] })],
      }),
    );
    // The bytes live apart from the metadata so that listing files never reads them.
    await queryRunner.createTable(
      new Table({
        name: 'project_file_contents',
        columns: [
          { name: 'fileId', type: 'int', isPrimary: true },
          { name: 'content', type: blobType, isNullable: false },
        ],
      }),
    );
    await queryRunner.createIndex('messages', new TableIndex({ name: 'idx_messages_unread', columnNames: ['isRead', 'notifiedAt', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('messages', 'idx_messages_unread');
    await queryRunner.dropTable('project_file_contents');
    await queryRunner.dropTable('project_files');
    await queryRunner.dropTable('project_history');
    await queryRunner.dropColumn('membership_requests', 'handledByUserId');
    await queryRunner.dropColumn('membership_requests', 'handledAt');
    await queryRunner.dropColumn('charities', 'membershipReminderSentFor');
    await queryRunner.dropColumn('projects', 'type');
  }
}
