import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 22 "No growth cliffs" (100,000 charities): the admins' charities list reads a page's ids from the index of
 * its sort (ids first), then only those rows. Registration, name and last sign-in are the users' columns, read per
 * role (the charity accounts); so are the registered consultants' registration, name, e-mail, user name and
 * organisation (the consultant accounts, 100,000 of them too); the charities' tier and the expiry have their indexes
 * on charities. Each index ends on the primary key (MariaDB's extended keys, SQLite's rowid), the list's tie-break.
 */
const INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  ['users', 'idx_users_role_createdAt', ['role', 'createdAt']],
  ['users', 'idx_users_role_organisation', ['role', 'organisation']],
  ['users', 'idx_users_role_lastLoginAt', ['role', 'lastLoginAt']],
  ['users', 'idx_users_role_name', ['role', 'name']],
  ['users', 'idx_users_role_email', ['role', 'email']],
  ['users', 'idx_users_role_username', ['role', 'username']],
];

export class AdminCharitiesSortIndexes1799100000000 implements MigrationInterface {
  name = 'AdminCharitiesSortIndexes1799100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of INDEXES) await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...INDEXES].reverse()) await queryRunner.dropIndex(table, name);
  }
}
