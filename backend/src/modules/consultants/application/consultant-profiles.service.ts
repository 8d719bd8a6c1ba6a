import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { requireTransaction } from '../../../database/ambient-transaction';
import type { ConsultantProfileSummary } from '../../../contracts';
import { buildSearchDocument, expertiseMask } from '../domain/directory-search';
import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';
import { toConsultantProfileSummary } from './consultant-summary.mapper';

export interface NewConsultantProfile {
  userId: number;
  expertise: string[];
  yearsExperience: number;
  availability: boolean;
  linkedin?: string | null;
  isApproved?: boolean;
  /** Only an admin creating the account may feature it. */
  isFeatured?: boolean;
  profileSummary?: string | null;
  previousExperience?: string | null;
  specialisations?: string | null;
}

/** What other modules may do with consultant profiles. */
@Injectable()
export class ConsultantProfilesService {
  constructor(
    private readonly profiles: ConsultantProfileRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async findSummaryByUserId(userId: number): Promise<ConsultantProfileSummary | null> {
    const profile = await this.profiles.findByUserId(userId);
    return profile ? toConsultantProfileSummary(profile) : null;
  }

  async findById(id: number): Promise<{ id: number; userId: number; isApproved: boolean } | null> {
    return this.profiles.findOwnership(id);
  }

  /** The profile id of a consultant user (projects are assigned by profile id), or null. */
  async findIdByUserId(userId: number): Promise<number | null> {
    return this.profiles.findIdByUserId(userId);
  }

  /** Runs inside the caller's (ambient) transaction: registration creates user and profile together. */
  async create(profile: NewConsultantProfile): Promise<number> {
    const owner = await this.profiles.ownerFields(profile.userId);
    return this.profiles.insert({
      userId: profile.userId,
      expertise: profile.expertise,
      yearsExperience: profile.yearsExperience,
      availability: profile.availability,
      linkedin: profile.linkedin ?? null,
      isApproved: profile.isApproved ?? false,
      isFeatured: profile.isFeatured ?? false,
      profileSummary: profile.profileSummary ?? null,
      previousExperience: profile.previousExperience ?? null,
      specialisations: profile.specialisations ?? null,
      availabilityConfirmedAt: this.clock.now(),
      availableNow: profile.availability,
      searchDocument: buildSearchDocument({ ...owner, ...profile, profileSummary: profile.profileSummary ?? null, specialisations: profile.specialisations ?? null, previousExperience: profile.previousExperience ?? null }),
      expertiseMask: expertiseMask(profile.expertise),
    });
  }

  /** The account's name, organisation or bio changed: the directory's search document follows, in the caller's transaction. */
  async refreshSearchDocument(userId: number): Promise<void> {
    requireTransaction('ConsultantProfilesService.refreshSearchDocument');
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) return;
    const owner = await this.profiles.ownerFields(userId);
    await this.profiles.update(profile.id, { searchDocument: buildSearchDocument({ ...owner, ...profile }) });
  }
}
