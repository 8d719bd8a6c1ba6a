import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { CharityProfileSummary, MembershipTier } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { CharityEntity } from '../infrastructure/charity.entity';

export interface NewCharityProfile {
  userId: number;
  registeredNumber: string | null;
  revenue: number;
  employeeCount: number;
  foundingYear: number;
  mission: string | null;
  primaryCause: string | null;
  location: string | null;
  membershipTier: MembershipTier;
}

@Injectable()
export class CharityProfilesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findSummaryByUserId(userId: number): Promise<CharityProfileSummary | null> {
    const charity = await this.dataSource.manager.findOne(CharityEntity, {
      where: { userId },
      select: { membershipTier: true, membershipActive: true, membershipExpiry: true },
    });
    if (!charity) return null;
    return { membershipTier: charity.membershipTier, membershipActive: !!charity.membershipActive, membershipExpiry: charity.membershipExpiry };
  }

  /** The charity profile id of a charity user (projects belong to charities by this id), or null. */
  async findIdByUserId(userId: number): Promise<number | null> {
    const charity = await this.dataSource.manager.findOne(CharityEntity, { where: { userId }, select: { id: true } });
    return charity?.id ?? null;
  }

  /** Runs inside the caller's (ambient) transaction; membership always starts inactive. */
  async create(profile: NewCharityProfile): Promise<number> {
    const result = await requireTransaction('CharityProfilesService.create').insert(CharityEntity, { ...profile, membershipActive: false, membershipExpiry: null });
    return result.identifiers[0].id as number;
  }
}
