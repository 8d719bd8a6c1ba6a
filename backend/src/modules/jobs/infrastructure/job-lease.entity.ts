import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per scheduled job. `slotStart` is the last scheduled period a run was started for; `finishedAt` is
 * null while that run is going (or its instance died), and `leaseUntil` says how long the runner's claim lasts
 * without a heartbeat. Issue 15: a slot is claimed with one conditional UPDATE (or the first INSERT), so two
 * instances can never both run the same period.
 */
@Entity('job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  holder: string;

  @Column({ type: 'datetime' })
  leaseUntil: Date;

  @Column({ type: 'datetime', nullable: true })
  slotStart: Date | null;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
