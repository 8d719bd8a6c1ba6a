import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 16, Manage Membership: a charity asks to change its tier (`kind` 'change_tier' with `requestedTier`),
 * and an admin may decline any membership request (`status` 'declined'). MySQL/MariaDB hold both enums as
 * native ENUMs, widened in place (existing values keep their order, so no row changes); SQLite holds them as
 * CHECK constraints, which TypeORM's changeColumn rebuilds by copying the table.
 */
const KINDS_BEFORE = ['activate', 'renew'];
const KINDS_AFTER = ['activate', 'renew', 'change_tier'];
const STATUSES_BEFORE = ['pending', 'done'];
const STATUSES_AFTER = ['pending', 'done', 'declined'];

const quoted = (values: string[]): string => values.map((value) => `'${value}'`).join(', ');

export class MembershipTierRequests1798300000000 implements MigrationInterface {
  name = 'MembershipTierRequests1798300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('membership_requests', new TableColumn({ name: 'requestedTier', type: 'varchar', length: '10', isNullable: true }));
    await this.setEnums(queryRunner, KINDS_AFTER, STATUSES_AFTER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The narrower enums cannot hold the new values: those requests go with the feature.
    await queryRunner.query(`DELETE FROM membership_requests WHERE kind = 'change_tier' OR status = 'declined'`);
    await this.setEnums(queryRunner, KINDS_BEFORE, STATUSES_BEFORE);
    await queryRunner.dropColumn('membership_requests', 'requestedTier');
  }

  private async setEnums(queryRunner: QueryRunner, kinds: string[], statuses: string[]): Promise<void> {
    const driver = queryRunner.connection.options.type;
    if (driver === 'mysql' || driver === 'mariadb') {
      await queryRunner.query(`ALTER TABLE membership_requests MODIFY kind ENUM(${quoted(kinds)}) NOT NULL`);
      await queryRunner.query(`ALTER TABLE membership_requests MODIFY status ENUM(${quoted(statuses)}) NOT NULL DEFAULT 'pending'`);
      return;
    }
    const table = await queryRunner.getTable('membership_requests');
    const kind = table?.findColumnByName('kind');
    const status = table?.findColumnByName('status');
    if (!table || !kind || !status) throw new Error('membership_requests is missing its kind or status column');
    await queryRunner.changeColumns(table, [
      { oldColumn: kind, newColumn: Object.assign(kind.clone(), { enum: kinds }) },
      { oldColumn: status, newColumn: Object.assign(status.clone(), { enum: statuses }) },
    ]);
  }
}
