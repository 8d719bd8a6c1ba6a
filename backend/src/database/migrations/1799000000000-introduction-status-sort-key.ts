import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue 22: the admin list of introduction requests sorted by `statusChangedAt` reads by keyset, which needs a
 * non-null sort column. `statusSortAt` is `statusChangedAt`, or the epoch for a request never moved (NULL sorts
 * first ascending and last descending on both engines, as the epoch does), kept by the same UPDATE that moves a
 * request; its index ends on the primary key like every index. It replaces the index on the nullable column.
 */
const STATUS_SORT_EPOCH = '1970-01-01 00:00:00.000';

export class IntroductionStatusSortKey1799000000000 implements MigrationInterface {
  name = 'IntroductionStatusSortKey1799000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('introduction_requests', new TableColumn({ name: 'statusSortAt', type: 'datetime', isNullable: false, default: `'${STATUS_SORT_EPOCH}'` }));
    await queryRunner.query('UPDATE introduction_requests SET statusSortAt = statusChangedAt WHERE statusChangedAt IS NOT NULL');
    await queryRunner.dropIndex('introduction_requests', 'idx_introduction_requests_statusChangedAt');
    await queryRunner.createIndex('introduction_requests', new TableIndex({ name: 'idx_introduction_requests_statusSortAt', columnNames: ['statusSortAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('introduction_requests', 'idx_introduction_requests_statusSortAt');
    await queryRunner.createIndex('introduction_requests', new TableIndex({ name: 'idx_introduction_requests_statusChangedAt', columnNames: ['statusChangedAt'] }));
    await queryRunner.dropColumn('introduction_requests', 'statusSortAt');
  }
}
