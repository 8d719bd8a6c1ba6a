import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

const WAITING_LISTS = ['charity_waiting_list', 'consultant_waiting_list'] as const;

/**
 * Issue 8: one waiting-list entry per e-mail (a second submission updates it), so each list gets a normalised
 * e-mail with a unique index and the time of the last update; page_visits gets the index the daily analytics
 * reads (date range, then distinct visitors, without touching the rows).
 */
export class PublicForms1795900000000 implements MigrationInterface {
  name = 'PublicForms1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of WAITING_LISTS) {
      await queryRunner.addColumns(table, [
        new TableColumn({ name: 'emailNormalized', type: 'varchar', length: '255', isNullable: true }),
        new TableColumn({ name: 'updatedAt', type: 'datetime', isNullable: true }),
      ]);
      await queryRunner.query(`UPDATE ${table} SET updatedAt = createdAt`);
      // Earlier duplicates stay as they are (NULL is not unique); the newest entry per address is the one later submissions update.
      await queryRunner.query(
        `UPDATE ${table} SET emailNormalized = LOWER(TRIM(email)) WHERE id IN (SELECT id FROM (SELECT MAX(id) AS id FROM ${table} GROUP BY LOWER(TRIM(email))) newest)`,
      );
      await queryRunner.createIndex(table, new TableIndex({ name: `uq_${table}_emailNormalized`, columnNames: ['emailNormalized'], isUnique: true }));
    }
    await queryRunner.createIndex('page_visits', new TableIndex({ name: 'idx_page_visits_createdAt_visitorId', columnNames: ['createdAt', 'visitorId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('page_visits', 'idx_page_visits_createdAt_visitorId');
    for (const table of WAITING_LISTS) {
      await queryRunner.dropIndex(table, `uq_${table}_emailNormalized`);
      await queryRunner.dropColumn(table, 'updatedAt');
      await queryRunner.dropColumn(table, 'emailNormalized');
    }
  }
}
