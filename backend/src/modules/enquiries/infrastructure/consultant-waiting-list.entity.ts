import { Column, Entity, Index } from 'typeorm';

import { WaitingListEntryBase } from './waiting-list-entry.base';

@Entity('consultant_waiting_list')
@Index('idx_consultant_waiting_list_fullName', ['fullName'])
@Index('idx_consultant_waiting_list_currentRole', ['currentRole'])
export class ConsultantWaitingListEntity extends WaitingListEntryBase {
  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 200 })
  currentRole: string;

  @Column({ type: 'varchar', length: 50 })
  yearsExperience: string;

  @Column({ type: 'text' })
  expertiseAreas: string;

  @Column({ type: 'varchar', length: 20 })
  charityExperience: string;

  @Column({ type: 'varchar', length: 20 })
  availability: string;

  @Column({ type: 'text', nullable: true })
  motivations: string | null;

  @Column({ type: 'varchar', length: 20 })
  currentConsulting: string;
}
