import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows: sessions survive restarts and are shared by every instance (D2). */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'text' })
  data: string;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;
}
