import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { requireTransaction } from '../../../database/ambient-transaction';
import { ConsentRecordEntity } from './consent-record.entity';

export type NewConsentRecord = Pick<ConsentRecordEntity, 'userId' | 'kind' | 'granted' | 'recordedAt' | 'ipAddress' | 'userAgent'>;

/** Consent records (D19): appended in the caller's transaction, read oldest first. */
@Injectable()
export class ConsentRecordRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(record: NewConsentRecord): Promise<void> {
    await requireTransaction('ConsentRecordRepository.insert').insert(ConsentRecordEntity, record);
  }

  history(userId: number, kind: string): Promise<ConsentRecordEntity[]> {
    return this.manager.find(ConsentRecordEntity, { where: { userId, kind }, order: { recordedAt: 'ASC', id: 'ASC' } });
  }

  latest(userId: number, kind: string): Promise<ConsentRecordEntity | null> {
    return this.manager.findOne(ConsentRecordEntity, { where: { userId, kind }, order: { recordedAt: 'DESC', id: 'DESC' } });
  }

  /** Erasure: the records stay, pseudonymous; where they were made from goes. */
  async forgetOrigin(userId: number): Promise<void> {
    await requireTransaction('ConsentRecordRepository.forgetOrigin').update(ConsentRecordEntity, { userId }, { ipAddress: null, userAgent: null });
  }
}
