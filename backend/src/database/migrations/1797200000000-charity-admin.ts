import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue 16 "Charities": the admins' charity list shows each account's last sign-in, so a successful login now
 * records it; and the list filters by tier and membership, sorted by registration, on indexes.
 */
export class CharityAdmin1797200000000 implements MigrationInterface {
  name = 'CharityAdmin1797200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'lastLoginAt', type: 'datetime', isNullable: true }));
    await queryRunner.createIndex('charities', new TableIndex({ name: 'idx_charities_membershipTier', columnNames: ['membershipTier'] }));
    await queryRunner.createIndex('charities', new TableIndex({ name: 'idx_charities_membershipActive', columnNames: ['membershipActive'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('charities', 'idx_charities_membershipActive');
    await queryRunner.dropIndex('charities', 'idx_charities_membershipTier');
    await queryRunner.dropColumn('users', 'lastLoginAt');
  }
}
