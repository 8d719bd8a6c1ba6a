import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { currentTransaction } from '../../../database/ambient-transaction';
import { AvailabilityConfirmationEntity } from '../infrastructure/availability-confirmation.entity';
import { ConsultantEntity } from '../infrastructure/consultant.entity';

export interface ExportedConsultantProfile {
  expertise: string[];
  yearsExperience: number;
  availability: boolean;
  availabilityConfirmedAt: Date | null;
  linkedin: string | null;
  isApproved: boolean;
  profileSummary: string | null;
  previousExperience: string | null;
  specialisations: string | null;
  profileImageUrl: string | null;
  /** D15 confirmation links: when each was sent and how it was answered (never the token). */
  availabilityHistory: Array<{ sentAt: Date; expiresAt: Date; answeredAt: Date | null; outcome: string | null }>;
}

/** The consultant side of a member's data export (issue 19); null for members without a profile. */
@Injectable()
export class ConsultantDataService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async profileOf(userId: number): Promise<ExportedConsultantProfile | null> {
    const manager = currentTransaction() ?? this.dataSource.manager;
    const profile = await manager.findOne(ConsultantEntity, { where: { userId } });
    if (!profile) return null;
    const links = await manager.find(AvailabilityConfirmationEntity, { where: { consultantId: profile.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    return {
      expertise: profile.expertise,
      yearsExperience: profile.yearsExperience,
      availability: !!profile.availability,
      availabilityConfirmedAt: profile.availabilityConfirmedAt,
      linkedin: profile.linkedin,
      isApproved: !!profile.isApproved,
      profileSummary: profile.profileSummary,
      previousExperience: profile.previousExperience,
      specialisations: profile.specialisations,
      profileImageUrl: profile.profileImageUrl,
      availabilityHistory: links.map((link) => ({ sentAt: link.createdAt, expiresAt: link.expiresAt, answeredAt: link.usedAt, outcome: link.outcome })),
    };
  }
}
