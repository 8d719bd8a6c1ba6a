import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 22: the admins' lists of consultants (registered, applications, still onboarding) read by keyset. A sort on
 * the account's columns walks the users' index of that column with the profile joined by its unique userId: not
 * the role-led indexes of 1799100000000, because a dual-role owner's account (role admin) has a consultant profile
 * too. Years of experience walks the consultants' own. Each index ends on the primary key (MariaDB's extended keys,
 * SQLite's rowid), the list's tie-break; the user name's unique index and the registration's (initial schema) already serve theirs.
 */
const INDEXES: Array<[table: string, name: string, columns: string[]]> = [
  ['users', 'idx_users_name', ['name']],
  ['users', 'idx_users_email', ['email']],
  ['consultants', 'idx_consultants_yearsExperience', ['yearsExperience']],
];

export class ConsultantRosterSortIndexes1799240000000 implements MigrationInterface {
  name = 'ConsultantRosterSortIndexes1799240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name, columnNames] of INDEXES) await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...INDEXES].reverse()) await queryRunner.dropIndex(table, name);
  }
}
