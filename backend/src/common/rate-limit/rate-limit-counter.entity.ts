import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Fixed-window counters in the database so every instance sees the same count (D11). */
@Entity('rate_limit_counters')
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  bucketKey: string;

  @Column({ type: 'int', default: 0 })
  hits: number;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
