import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One random salt per UTC day for the profile-view keys; deleted once its day is over (migration 1798100000000). */
@Entity('outcome_daily_salts')
export class OutcomeDailySaltEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 64 })
  salt: string;
}
