import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** Issue 6, identity security: temporary passwords expire (DECISIONS D5). */
export class IdentitySecurity1795449561032 implements MigrationInterface {
  name = 'IdentitySecurity1795449561032';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn({ name: 'temporaryPasswordSetAt', type: 'datetime', isNullable: true }));
    // Temporary passwords issued before this migration get the full lifetime from now on.
    await queryRunner.query('UPDATE users SET temporaryPasswordSetAt = CURRENT_TIMESTAMP WHERE mustChangePassword = 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'temporaryPasswordSetAt');
  }
}
