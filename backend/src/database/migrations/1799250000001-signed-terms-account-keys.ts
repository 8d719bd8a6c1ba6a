import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);

const INDEXES = ['accountName', 'accountRole'];
const TRIGGERS = ['terms_acceptance_account_keys_insert', 'users_terms_acceptance_keys_update'];

/**
 * Issue 22: the admins' signed-terms list sorted by the member's name or role reads one index of terms_acceptance,
 * as its date and version sorts do: the account's name and role are copied onto each acceptance and kept there by
 * the database's triggers on every insert of an acceptance and every change of an account's name or role (the
 * reasons are migration 1799250000000's). Until now those sorts joined the accounts and sorted every acceptance past
 * the cursor; and on MariaDB their cursors compared the role's ENUM as text while it is ordered by declaration, so a
 * walk over members of every role skipped and repeated rows. The role's copy is the users column's own type (on
 * MariaDB that ENUM), so it sorts exactly as the account's column does.
 */
export class SignedTermsAccountKeys1799250000001 implements MigrationInterface {
  name = 'SignedTermsAccountKeys1799250000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      const [{ roleType }] = await queryRunner.query(
        "SELECT COLUMN_TYPE AS roleType FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'users' AND COLUMN_NAME = 'role'",
      );
      await queryRunner.query(`ALTER TABLE terms_acceptance ADD COLUMN accountName VARCHAR(200) NULL, ADD COLUMN accountRole ${String(roleType)} NULL`);
      await queryRunner.query('UPDATE terms_acceptance ta INNER JOIN users u ON u.id = ta.userId SET ta.accountName = u.name, ta.accountRole = u.role');
      await queryRunner.query(
        `CREATE TRIGGER terms_acceptance_account_keys_insert BEFORE INSERT ON terms_acceptance FOR EACH ROW SET
         NEW.accountName = (SELECT name FROM users WHERE id = NEW.userId), NEW.accountRole = (SELECT role FROM users WHERE id = NEW.userId)`,
      );
      // Byte for byte, as in 1799250000000: a change of letter case is copied; other account writes write nothing here.
      await queryRunner.query(
        `CREATE TRIGGER users_terms_acceptance_keys_update AFTER UPDATE ON users FOR EACH ROW BEGIN
         IF NOT (BINARY NEW.name <=> BINARY OLD.name) OR NOT (NEW.role <=> OLD.role) THEN
         UPDATE terms_acceptance SET accountName = NEW.name, accountRole = NEW.role WHERE userId = NEW.id; END IF; END`,
      );
    } else {
      await queryRunner.query('ALTER TABLE terms_acceptance ADD COLUMN accountName varchar NULL');
      await queryRunner.query('ALTER TABLE terms_acceptance ADD COLUMN accountRole varchar NULL');
      const copy = (row: string) => `UPDATE terms_acceptance SET (accountName, accountRole) = (SELECT u.name, u.role FROM users u WHERE u.id = ${row}.userId)`;
      await queryRunner.query(copy('terms_acceptance'));
      await queryRunner.query(`CREATE TRIGGER terms_acceptance_account_keys_insert AFTER INSERT ON terms_acceptance BEGIN ${copy('new')} WHERE id = new.id; END`);
      await queryRunner.query(
        'CREATE TRIGGER users_terms_acceptance_keys_update AFTER UPDATE OF name, role ON users BEGIN UPDATE terms_acceptance SET accountName = new.name, accountRole = new.role WHERE userId = new.id; END',
      );
    }
    for (const column of INDEXES) await queryRunner.query(`CREATE INDEX idx_terms_acceptance_${column} ON terms_acceptance (${column})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    for (const column of INDEXES) await queryRunner.query(mysql ? `DROP INDEX idx_terms_acceptance_${column} ON terms_acceptance` : `DROP INDEX idx_terms_acceptance_${column}`);
    for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    for (const column of INDEXES) await queryRunner.query(`ALTER TABLE terms_acceptance DROP COLUMN ${column}`);
  }
}
