import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 22 "Messages": marking a project's messages read touched every message of the project (the
 * (projectId, createdAt) index has no isRead). With (projectId, isRead) the update reads only the unread ones,
 * whatever the project's length.
 */
const NAME = 'idx_messages_project_unread';

export class MessageUnreadIndex1797700000000 implements MigrationInterface {
  name = 'MessageUnreadIndex1797700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('messages', new TableIndex({ name: NAME, columnNames: ['projectId', 'isRead'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('messages', NAME);
  }
}
