import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { CharityOrganisationFields, CharityProfileSummary, MembershipTier } from '../../../contracts';
import { currentTransaction, requireTransaction } from '../../../database/ambient-transaction';
import { CharityEntity } from '../infrastructure/charity.entity';
import { MembershipRepository } from '../infrastructure/membership.repository';

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: MembershipRepository,
  ) {}

  findSummaryByUserId(userId: number): Promise<CharityProfileSummary | null> {
    return this.memberships.findSummaryByUserId(userId);
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

  async findOrganisation(userId: number): Promise<CharityOrganisationFields | null> {
    // Joins an open transaction: a member's data export reads it within its snapshot (issue 19).
    const charity = await (currentTransaction() ?? this.dataSource.manager).findOne(CharityEntity, { where: { userId } });
    if (!charity) return null;
    const { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location } = charity;
    return { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location };
  }

  /** Account settings (issue 9): only the organisation fields; membership columns are the admins' (D1, D9). */
  async updateOrganisation(userId: number, fields: Partial<CharityOrganisationFields>): Promise<void> {
    const { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location } = fields;
    const patch = Object.fromEntries(Object.entries({ registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location }).filter(([, value]) => value !== undefined));
    if (Object.keys(patch).length) await requireTransaction('CharityProfilesService.updateOrganisation').update(CharityEntity, { userId }, patch);
  }
}
