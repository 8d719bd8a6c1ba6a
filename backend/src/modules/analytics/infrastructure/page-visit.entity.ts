import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('page_visits')
@Index('idx_page_visits_createdAt_visitorId', ['createdAt', 'visitorId'])
export class PageVisitEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 500 })
  page: string;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  visitorId: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Index()
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
