import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);

/** The account's columns an admin list of consultants sorts by, copied onto the profile (name on users, on consultants). */
const COPIES: Array<[source: string, copy: string, mysqlType: string]> = [
  ['createdAt', 'accountCreatedAt', 'DATETIME'],
  ['name', 'accountName', 'VARCHAR(200)'],
  ['email', 'accountEmail', 'VARCHAR(255)'],
  ['username', 'accountUsername', 'VARCHAR(100)'],
  ['organisation', 'accountOrganisation', 'VARCHAR(200)'],
];

/**
 * Which admin list a profile is on (`rosterState`): 0 an application in the queue (unapproved, unreviewed), 1 a
 * reviewed application not approved, 2 approved and still onboarding (a password to change or terms to accept),
 * 3 approved and onboarded. `approved`, `mustChange`, `accepted` and `consultantId` are SQL expressions.
 */
const rosterState = (approved: string, mustChange: string, accepted: string, consultantId: string) =>
  `CASE WHEN ${approved} = 1 THEN CASE WHEN ${mustChange} = 1 OR ${accepted} = 0 THEN 2 ELSE 3 END
   WHEN EXISTS (SELECT 1 FROM consultant_application_reviews r WHERE r.consultantId = ${consultantId}) THEN 1 ELSE 0 END`;
/** An approved profile's state after its account's flags change; an unapproved one's does not depend on them. */
const onboardingState = (mustChange: string, accepted: string) => `CASE WHEN isApproved = 1 THEN CASE WHEN ${mustChange} = 1 OR ${accepted} = 0 THEN 2 ELSE 3 END ELSE rosterState END`;

/** The sorts of the whole list (each index ends on the primary key: MariaDB's extended keys, SQLite's rowid). */
const WHOLE_LIST_INDEXES = ['accountCreatedAt', 'accountName', 'accountEmail', 'accountUsername', 'accountOrganisation', 'isApproved'];
/** The filtered lists (applications: default, date, name, years; onboarding: default, name, e-mail), led by the state. */
const STATE_INDEXES = [[], ['accountCreatedAt'], ['accountName'], ['accountEmail'], ['yearsExperience']];

const TRIGGERS = ['consultants_roster_keys_insert', 'consultants_roster_state_update', 'users_roster_keys_update', 'reviews_roster_state_insert', 'reviews_roster_state_delete'];

/**
 * Issue 22: every admin list of consultants (registered, applications, still onboarding, the credentials grid) pages
 * by keyset through an index of the consultants table alone, under any filter and in any sort. The account's sort
 * columns are copied onto the profile and the list a profile belongs to is one column (`rosterState`), both kept by
 * the database's own triggers on every write to users, consultants and application reviews, whichever code path
 * writes (registration, profile edits, erasure, approval, review, seeding, bulk loads): an application-side copy
 * would have to be repeated on each of them, and one forgotten would silently misplace a profile.
 * Raw SQL on SQLite: TypeORM's addColumn would recreate the table and drop the triggers of earlier migrations.
 */
export class ConsultantRosterKeys1799250000000 implements MigrationInterface {
  name = 'ConsultantRosterKeys1799250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    if (mysql) {
      const columns = COPIES.map(([, copy, type]) => `ADD COLUMN ${copy} ${type} NULL`).join(', ');
      await queryRunner.query(`ALTER TABLE consultants ${columns}, ADD COLUMN rosterState INT NOT NULL DEFAULT 0`);
      // The directory's change marker is kept as it was: a one-off copy changes nothing the directory shows.
      await queryRunner.query(
        `UPDATE consultants c INNER JOIN users u ON u.id = c.userId SET ${COPIES.map(([source, copy]) => `c.${copy} = u.${source}`).join(', ')},
         c.rosterState = ${rosterState('c.isApproved', 'u.mustChangePassword', 'u.hasAcceptedTerms', 'c.id')}, c.directoryChangedAt = c.directoryChangedAt`,
      );
      const fromAccount = (column: string) => `(SELECT ${column} FROM users WHERE id = NEW.userId)`;
      await queryRunner.query(
        `CREATE TRIGGER consultants_roster_keys_insert BEFORE INSERT ON consultants FOR EACH ROW SET
         ${COPIES.map(([source, copy]) => `NEW.${copy} = ${fromAccount(source)}`).join(', ')},
         NEW.rosterState = ${rosterState('NEW.isApproved', fromAccount('mustChangePassword'), fromAccount('hasAcceptedTerms'), 'NEW.id')}`,
      );
      // Only when the approval changes: the other writers set the state themselves (below), from the new values.
      await queryRunner.query(
        `CREATE TRIGGER consultants_roster_state_update BEFORE UPDATE ON consultants FOR EACH ROW SET NEW.rosterState =
         IF(NEW.isApproved <=> OLD.isApproved, NEW.rosterState, ${rosterState('NEW.isApproved', fromAccount('mustChangePassword'), fromAccount('hasAcceptedTerms'), 'NEW.id')})`,
      );
      // Byte for byte: a change of letter case is a change of the copy (the collation would call them equal).
      const changed = [...COPIES.map(([source]) => source).filter((source) => source !== 'createdAt'), 'mustChangePassword', 'hasAcceptedTerms']
        .map((column) => `NOT (BINARY NEW.${column} <=> BINARY OLD.${column})`)
        .join(' OR ');
      await queryRunner.query(
        `CREATE TRIGGER users_roster_keys_update AFTER UPDATE ON users FOR EACH ROW BEGIN IF ${changed} THEN
         UPDATE consultants SET ${COPIES.filter(([source]) => source !== 'createdAt').map(([source, copy]) => `${copy} = NEW.${source}`).join(', ')},
         rosterState = ${onboardingState('NEW.mustChangePassword', 'NEW.hasAcceptedTerms')} WHERE userId = NEW.id; END IF; END`,
      );
    } else {
      for (const [, copy] of COPIES) await queryRunner.query(`ALTER TABLE consultants ADD COLUMN ${copy} ${copy === 'accountCreatedAt' ? 'datetime' : 'varchar'} NULL`);
      await queryRunner.query('ALTER TABLE consultants ADD COLUMN rosterState integer NOT NULL DEFAULT 0');
      const copyFromAccount = (row: string) =>
        `UPDATE consultants SET (${COPIES.map(([, copy]) => copy).join(', ')}, rosterState) =
         (SELECT ${COPIES.map(([source]) => `u.${source}`).join(', ')}, ${rosterState(`${row}.isApproved`, 'u.mustChangePassword', 'u.hasAcceptedTerms', `${row}.id`)}
          FROM users u WHERE u.id = ${row}.userId)`;
      await queryRunner.query(copyFromAccount('consultants'));
      await queryRunner.query(`CREATE TRIGGER consultants_roster_keys_insert AFTER INSERT ON consultants BEGIN ${copyFromAccount('new')} WHERE id = new.id; END`);
      await queryRunner.query(
        `CREATE TRIGGER consultants_roster_state_update AFTER UPDATE OF isApproved ON consultants WHEN new.isApproved IS NOT old.isApproved BEGIN
         UPDATE consultants SET rosterState = (SELECT ${rosterState('new.isApproved', 'u.mustChangePassword', 'u.hasAcceptedTerms', 'new.id')} FROM users u WHERE u.id = new.userId)
         WHERE id = new.id; END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER users_roster_keys_update AFTER UPDATE OF name, email, username, organisation, mustChangePassword, hasAcceptedTerms ON users BEGIN
         UPDATE consultants SET ${COPIES.filter(([source]) => source !== 'createdAt').map(([source, copy]) => `${copy} = new.${source}`).join(', ')},
         rosterState = ${onboardingState('new.mustChangePassword', 'new.hasAcceptedTerms')} WHERE userId = new.id; END`,
      );
    }
    // A review takes an unapproved application off the queue; its removal puts it back.
    const row = mysql ? 'FOR EACH ROW' : 'BEGIN';
    const end = mysql ? '' : '; END';
    await queryRunner.query(`CREATE TRIGGER reviews_roster_state_insert AFTER INSERT ON consultant_application_reviews ${row} UPDATE consultants SET rosterState = 1 WHERE id = NEW.consultantId AND isApproved = 0${end}`);
    await queryRunner.query(`CREATE TRIGGER reviews_roster_state_delete AFTER DELETE ON consultant_application_reviews ${row} UPDATE consultants SET rosterState = 0 WHERE id = OLD.consultantId AND isApproved = 0${end}`);
    for (const column of WHOLE_LIST_INDEXES) await queryRunner.query(`CREATE INDEX idx_consultants_roster_${column} ON consultants (${column})`);
    for (const columns of STATE_INDEXES) await queryRunner.query(`CREATE INDEX ${['idx_consultants_rosterState', ...columns].join('_')} ON consultants (${['rosterState', ...columns].join(', ')})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    const dropIndex = (name: string) => queryRunner.query(mysql ? `DROP INDEX ${name} ON consultants` : `DROP INDEX ${name}`);
    for (const columns of STATE_INDEXES) await dropIndex(['idx_consultants_rosterState', ...columns].join('_'));
    for (const column of WHOLE_LIST_INDEXES) await dropIndex(`idx_consultants_roster_${column}`);
    for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    for (const column of ['rosterState', ...COPIES.map(([, copy]) => copy)]) await queryRunner.query(`ALTER TABLE consultants DROP COLUMN ${column}`);
  }
}
