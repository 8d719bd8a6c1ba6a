import { MigrationInterface, QueryRunner } from 'typeorm';

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);

/** The newest confirmation mail of consultant `id` still unanswered (D15), as SQL. */
const newestUnanswered = (id: string) => `(SELECT MAX(r.createdAt) FROM availability_confirmations r WHERE r.consultantId = ${id} AND r.usedAt IS NULL)`;

/**
 * The stale list's sorts, each led by its filter's equalities and ending on the columns its staleness test reads, so
 * MariaDB tests a profile from the index entry alone (index condition pushdown) and SQLite from the covering index.
 */
const INDEXES: Array<[name: string, columns: string[]]> = [
  ['idx_consultants_stale_confirmed', ['isApproved', 'availability', 'availabilityConfirmedAt', 'id', 'pendingReminderAt']],
  ['idx_consultants_stale_name', ['isApproved', 'availability', 'accountName', 'id', 'availabilityConfirmedAt', 'pendingReminderAt']],
  ['idx_consultants_stale_reminder', ['isApproved', 'availability', 'pendingReminderAt', 'id', 'availabilityConfirmedAt']],
];
const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Issue 22: the admins' stale-availability list (D15) pages at any depth through an index of the consultants table.
 * Whether a profile is stale depends on the time (confirmed over 30 days ago) and on its confirmation mails (one
 * sent since the last confirmation and unanswered): the time is a bound on `availabilityConfirmedAt`, and the mails
 * are summed up on the profile as `pendingReminderAt`, the newest unanswered one, kept by the database's triggers
 * on every insert, answer and purge of a confirmation mail (the reasons are migration 1799250000000's). It is also
 * the list's "reminder sent" column and sort key, which a subquery per profile computed before.
 */
export class StaleAvailabilityKeys1799250000002 implements MigrationInterface {
  name = 'StaleAvailabilityKeys1799250000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    if (mysql) {
      await queryRunner.query('ALTER TABLE consultants ADD COLUMN pendingReminderAt DATETIME NULL');
      // The directory's change marker is kept as it was: the directory does not show reminders.
      await queryRunner.query(`UPDATE consultants SET pendingReminderAt = ${newestUnanswered('consultants.id')}, directoryChangedAt = directoryChangedAt`);
      for (const event of EVENTS) {
        const row = event === 'delete' ? 'OLD' : 'NEW';
        await queryRunner.query(
          `CREATE TRIGGER availability_confirmations_pending_${event} AFTER ${event.toUpperCase()} ON availability_confirmations FOR EACH ROW
           UPDATE consultants SET pendingReminderAt = ${newestUnanswered(`${row}.consultantId`)} WHERE id = ${row}.consultantId`,
        );
      }
    } else {
      await queryRunner.query('ALTER TABLE consultants ADD COLUMN pendingReminderAt datetime NULL');
      await queryRunner.query(`UPDATE consultants SET pendingReminderAt = ${newestUnanswered('consultants.id')}`);
      for (const event of EVENTS) {
        const row = event === 'delete' ? 'old' : 'new';
        await queryRunner.query(
          `CREATE TRIGGER availability_confirmations_pending_${event} AFTER ${event.toUpperCase()} ON availability_confirmations BEGIN
           UPDATE consultants SET pendingReminderAt = ${newestUnanswered(`${row}.consultantId`)} WHERE id = ${row}.consultantId; END`,
        );
      }
    }
    for (const [name, columns] of INDEXES) await queryRunner.query(`CREATE INDEX ${name} ON consultants (${columns.join(', ')})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    for (const [name] of INDEXES) await queryRunner.query(mysql ? `DROP INDEX ${name} ON consultants` : `DROP INDEX ${name}`);
    for (const event of EVENTS) await queryRunner.query(`DROP TRIGGER IF EXISTS availability_confirmations_pending_${event}`);
    await queryRunner.query('ALTER TABLE consultants DROP COLUMN pendingReminderAt');
  }
}
