import { Injectable } from '@nestjs/common';

import type { CharityOrganisationFields, CharityProfileSummary, MembershipTier } from '../../../contracts';
import { CharityProfileRepository } from '../infrastructure/charity-profile.repository';
import { MembershipRepository } from '../infrastructure/membership.repository';

export interface NewCharityProfile extends CharityOrganisationFields {
  userId: number;
  membershipTier: MembershipTier;
}

@Injectable()
export class CharityProfilesService {
  constructor(
    private readonly charities: CharityProfileRepository,
    private readonly memberships: MembershipRepository,
  ) {}

  findSummaryByUserId(userId: number): Promise<CharityProfileSummary | null> {
    return this.memberships.findSummaryByUserId(userId);
  }

  /** The charity profile id of a charity user (projects belong to charities by this id), or null. */
  async findIdByUserId(userId: number): Promise<number | null> {
    return this.charities.findIdByUserId(userId);
  }

  /** Runs inside the caller's (ambient) transaction; membership always starts inactive. */
  async create(profile: NewCharityProfile): Promise<number> {
    return this.charities.insert({ ...profile, membershipActive: false, membershipExpiry: null });
  }

  async findOrganisation(userId: number): Promise<CharityOrganisationFields | null> {
    // Joins an open transaction: a member's data export reads it within its snapshot (issue 19).
    const charity = await this.charities.findByUserId(userId);
    if (!charity) return null;
    const { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location } = charity;
    return { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location };
  }

  /** Account settings (issue 9): only the organisation fields; membership columns are the admins' (D1, D9). */
  async updateOrganisation(userId: number, fields: Partial<CharityOrganisationFields>): Promise<void> {
    const { registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location } = fields;
    const patch = Object.fromEntries(Object.entries({ registeredNumber, revenue, employeeCount, foundingYear, mission, primaryCause, location }).filter(([, value]) => value !== undefined));
    if (Object.keys(patch).length) await this.charities.updateByUserId(userId, patch);
  }
}
