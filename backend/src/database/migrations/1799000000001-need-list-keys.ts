import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue 22: the admin list of needs reads by keyset in each of its sorts. `organisation` is nullable, so it sorts on
 * `organisationSortKey` (the organisation, or '' where there is none: first ascending and last descending, where a
 * NULL sorts on both engines), written with the need (the organisation never changes after). `stateChangedAt` and
 * the key get the indexes their sorts read.
 */
export class NeedListKeys1799000000001 implements MigrationInterface {
  name = 'NeedListKeys1799000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('needs', new TableColumn({ name: 'organisationSortKey', type: 'varchar', length: '200', isNullable: false, default: "''" }));
    await queryRunner.query('UPDATE needs SET organisationSortKey = organisation WHERE organisation IS NOT NULL');
    await queryRunner.createIndex('needs', new TableIndex({ name: 'idx_needs_organisationSortKey', columnNames: ['organisationSortKey'] }));
    await queryRunner.createIndex('needs', new TableIndex({ name: 'idx_needs_stateChangedAt', columnNames: ['stateChangedAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('needs', 'idx_needs_stateChangedAt');
    await queryRunner.dropIndex('needs', 'idx_needs_organisationSortKey');
    await queryRunner.dropColumn('needs', 'organisationSortKey');
  }
}
