import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 15, each job once per period: a job lease remembers the scheduled slot it was last run for and whether
 * that run finished, so a lease released at the end of a run no longer lets another instance run the same period.
 */
export class JobSlots1797100000000 implements MigrationInterface {
  name = 'JobSlots1797100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('job_leases', [
      new TableColumn({ name: 'slotStart', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'finishedAt', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('job_leases', 'finishedAt');
    await queryRunner.dropColumn('job_leases', 'slotStart');
  }
}
