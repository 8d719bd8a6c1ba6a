import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import type { ConsultantProfileSummary } from '../../../contracts';
import { requireTransaction } from '../../../database/ambient-transaction';
import { buildSearchDocument, expertiseMask } from '../domain/directory-search';
import { ConsultantEntity } from '../infrastructure/consultant.entity';
import { consultantOwnerFields } from '../infrastructure/consultant-owner.query';
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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async findSummaryByUserId(userId: number): Promise<ConsultantProfileSummary | null> {
    const profile = await this.dataSource.manager.findOne(ConsultantEntity, { where: { userId } });
    return profile ? toConsultantProfileSummary(profile) : null;
  }

  async findById(id: number): Promise<{ id: number; userId: number; isApproved: boolean } | null> {
    const profile = await this.dataSource.manager.findOne(ConsultantEntity, { where: { id }, select: { id: true, userId: true, isApproved: true } });
    return profile ? { id: profile.id, userId: profile.userId, isApproved: !!profile.isApproved } : null;
  }

  /** The profile id of a consultant user (projects are assigned by profile id), or null. */
  async findIdByUserId(userId: number): Promise<number | null> {
    const profile = await this.dataSource.manager.findOne(ConsultantEntity, { where: { userId }, select: { id: true } });
    return profile?.id ?? null;
  }

  /** Runs inside the caller's (ambient) transaction: registration creates user and profile together. */
  async create(profile: NewConsultantProfile): Promise<number> {
    const manager = requireTransaction('ConsultantProfilesService.create');
    const owner = await consultantOwnerFields(manager, profile.userId);
    const result = await manager.insert(ConsultantEntity, {
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
    return result.identifiers[0].id as number;
  }

  /** The account's name, organisation or bio changed: the directory's search document follows, in the caller's transaction. */
  async refreshSearchDocument(userId: number): Promise<void> {
    const manager = requireTransaction('ConsultantProfilesService.refreshSearchDocument');
    const profile = await manager.findOne(ConsultantEntity, { where: { userId } });
    if (!profile) return;
    const owner = await consultantOwnerFields(manager, userId);
    await manager.update(ConsultantEntity, { id: profile.id }, { searchDocument: buildSearchDocument({ ...owner, ...profile }) });
  }
}
