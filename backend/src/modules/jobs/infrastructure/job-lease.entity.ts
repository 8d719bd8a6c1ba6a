import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per scheduled job: whoever holds an unexpired lease runs the tick. */
@Entity('job_leases')
export class JobLeaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  holder: string;

  @Column({ type: 'datetime' })
  leaseUntil: Date;
}
