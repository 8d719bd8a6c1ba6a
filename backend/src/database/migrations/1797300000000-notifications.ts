import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Issue 16, the notification centre: one row per user and event. The bell reads a user's newest page on
 * (userId, id) and counts the unread on (userId, readAt); `groupKey` lets a burst of messages in one project
 * stay one unread notification.
 */
export class Notifications1797300000000 implements MigrationInterface {
  name = 'Notifications1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'int', isNullable: false },
          { name: 'kind', type: 'varchar', length: '40', isNullable: false },
          { name: 'params', type: 'text', isNullable: false },
          { name: 'groupKey', type: 'varchar', length: '80', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
          { name: 'readAt', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'idx_notifications_userId_id', columnNames: ['userId', 'id'] }),
          new TableIndex({ name: 'idx_notifications_userId_readAt', columnNames: ['userId', 'readAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notifications');
  }
}
