import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A once-a-day mail that went out: the unique (name, day) keeps it to once, across instances and restarts. */
@Entity('scheduled_digests')
@Index('uq_scheduled_digests_name_day', ['name', 'day'], { unique: true })
export class ScheduledDigestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** YYYY-MM-DD in the team's time zone. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'datetime' })
  sentAt: Date;
}
