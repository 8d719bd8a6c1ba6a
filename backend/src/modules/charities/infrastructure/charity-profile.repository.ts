import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { requireTransaction } from '../../../database/ambient-transaction';
import { CharityEntity } from './charity.entity';

export type NewCharityRow = Omit<CharityEntity, 'id' | 'membershipReminderSentFor'>;
export type CharityOrganisationPatch = Partial<Pick<CharityEntity, 'registeredNumber' | 'revenue' | 'employeeCount' | 'foundingYear' | 'mission' | 'primaryCause' | 'location'>>;

/** The charity profile rows, by their owner's user id. */
@Injectable()
export class CharityProfileRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async findIdByUserId(userId: number): Promise<number | null> {
    const charity = await this.manager.findOne(CharityEntity, { where: { userId }, select: { id: true } });
    return charity?.id ?? null;
  }

  findByUserId(userId: number): Promise<CharityEntity | null> {
    return this.manager.findOne(CharityEntity, { where: { userId } });
  }

  /** In the caller's transaction (registration creates the user and the profile together). */
  async insert(row: NewCharityRow): Promise<number> {
    const result = await requireTransaction('CharityProfileRepository.insert').insert(CharityEntity, row);
    return result.identifiers[0].id as number;
  }

  async updateByUserId(userId: number, patch: CharityOrganisationPatch): Promise<void> {
    await requireTransaction('CharityProfileRepository.updateByUserId').update(CharityEntity, { userId }, patch);
  }
}
